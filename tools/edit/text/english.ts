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
  viewOnSite: 'Auf der Website ansehen',
  /** The history's subject of an English file: „Seite „Startseite“ (Englisch)“. */
  subject: (german: string) => `${german} (Englisch)`,
  /** „Als aktuell markieren“ in the history. */
  markedSubject: (german: string) => `${german} (Englisch, als aktuell markiert)`,
  exists:
    'Nicht angelegt: Diese englische Fassung gibt es schon – erlaubt: die bestehende englische Fassung bearbeiten.',
  noGerman:
    'Nicht markiert: Zu dieser englischen Fassung fehlt der deutsche Text (translationOf) – erlaubt: der Dateiname eines deutschen Artikels ohne .md.',
} as const;
