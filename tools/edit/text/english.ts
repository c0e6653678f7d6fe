import type { TranslationStatus } from '#model/i18n/translationStatus.ts';

/**
 * The owner's words for the English version in the editor (issue 68): the page „Englisch“, its
 * statuses and actions, the German text beside the English fields, and the server's refusals.
 */
export const englishText = {
  nav: 'Englisch',
  title: 'Englische Fassung',
  intro:
    'Hier sehen Sie zu jedem Seitentext und Artikel, ob es ihn auf Englisch gibt. „Veraltet“ heißt: Der deutsche Text wurde geändert, nachdem die englische Fassung zuletzt gespeichert wurde.',
  off: 'Die englische Fassung ist ausgeschaltet. Sie schalten sie unter „Einstellungen“ mit „Englische Fassung“ ein.',
  texts: 'Seitentexte',
  articles: 'Artikel',
  status: {
    'nur Deutsch': 'nur Deutsch',
    übersetzt: 'übersetzt',
    veraltet: 'veraltet',
  } satisfies Record<TranslationStatus, string>,
  create: 'Englische Fassung anlegen',
  edit: 'Englisch bearbeiten',
  markCurrent: 'Als aktuell markieren',
  markCurrentHelp:
    'Wenn die Änderung am deutschen Text keine Änderung am Englischen braucht: Die englische Fassung bleibt, wie sie ist, und gilt wieder als übersetzt.',
  created: 'Englische Fassung angelegt – sie ist eine Kopie des deutschen Texts, den Sie jetzt übersetzen.',
  marked: 'Als aktuell markiert.',
  german: 'Deutscher Text',
  germanHelp: 'Zum Nachlesen beim Übersetzen – hier nicht änderbar.',
  back: 'Zurück zur Übersicht „Englisch“',
  viewOnSite: 'Auf der englischen Website ansehen (neues Fenster)',
  /** The history's subject of an English file: „Seite „Startseite“ (Englisch)“. */
  subject: (german: string) => `${german} (Englisch)`,
  /** „Als aktuell markieren“ in the history. */
  markedSubject: (german: string) => `${german} (Englisch, als aktuell markiert)`,
  /** The page „Englisch“'s entry of the settings' words, and the heading of its screen. */
  settings: 'Einstellungen (Wörter auf Englisch)',
  settingsHelp:
    'Ein Feld, das Sie leer lassen, zeigt die englische Website auf Deutsch. Name, Adresse, Telefonnummer, Links und Zahlen stehen nur in den deutschen Einstellungen und gelten für beide Sprachen.',
  /** The head of content/en/settings/site.yaml when the editor starts it („Englische Fassung anlegen“). */
  settingsFileComment: [
    '# Einstellungen – englische Fassung',
    '#',
    '# Hier stehen nur die Einstellungen mit Wörtern, auf Englisch. Alles andere (Name, Adresse,',
    '# Telefonnummer, Links, Zahlen und die amtlichen Angaben des Impressums) steht nur einmal, in',
    '# content/settings/site.yaml, und gilt für beide Sprachen.',
    '#',
    '# Ein Feld, das hier fehlt, nimmt die Website aus der deutschen Datei.',
  ].join('\n'),
  settingsOnly:
    'steht nur in den deutschen Einstellungen – erlaubt hier: die Einstellungen mit Wörtern (Berufsbezeichnung, Kurzbiografie, WhatsApp-Nachrichten, Beschreibungen, Grundlagen der Drittlandübermittlung)',
  notStarted:
    'Nicht markiert: Diese englische Fassung gibt es noch nicht – erlaubt: zuerst „Englische Fassung anlegen“, dann übersetzen.',
  /** An English article's own address (its slug) on the translation screen. */
  rename: {
    label: 'Adresse der englischen Seite',
    hint: (address: string) => `Die Seite steht unter ${address}. Kleinbuchstaben, Ziffern und Bindestriche.`,
    button: 'Adresse ändern',
    done: 'Adresse geändert. Unter „Verlauf“ können Sie das rückgängig machen.',
    subject: (german: string) => `${german} (Englisch, Adresse geändert)`,
    missing: 'Nicht geändert: Diese englische Fassung gibt es nicht mehr – erlaubt: eine bestehende englische Fassung.',
    notSlug: (slug: string) =>
      `Nicht geändert: „${slug}“ ist als Adresse nicht möglich – erlaubt: Kleinbuchstaben, Ziffern und Bindestriche, z. B. market-entry-strategy.`,
    taken: 'Nicht geändert: Diese Adresse hat schon ein anderer englischer Artikel – erlaubt: eine andere Adresse.',
  },
  /** Deleting an English article: the German one stays. */
  deleteArticle: 'Englische Fassung löschen',
  deleteConfirm:
    'Die englische Fassung dieses Artikels löschen? Der deutsche Artikel bleibt. Unter „Verlauf“ können Sie sie wiederherstellen.',
  deleted: 'Die englische Fassung wurde gelöscht. Unter „Verlauf“ können Sie sie wiederherstellen.',
  exists:
    'Nicht angelegt: Diese englische Fassung gibt es schon – erlaubt: die bestehende englische Fassung bearbeiten.',
  noGerman:
    'Nicht markiert: Zu dieser englischen Fassung fehlt der deutsche Text (translationOf) – erlaubt: der Dateiname eines deutschen Artikels ohne .md.',
} as const;
