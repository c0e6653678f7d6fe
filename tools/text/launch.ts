import type { SettingsPath } from '#model/schemas/settingsPaths.ts';
import { editorText } from './editor.ts';

/**
 * The words of the launch check's open items (tools/check-launch): what to do per field, and how an
 * item reads on the editor's page „Website veröffentlichen“ (the owner's words: the field's German
 * label, „Ja“/„Nein“, no key, file or command) and in the terminal report of `npm run check:launch`
 * (which also names the file, the key and the file's „!platzhalter“ mark).
 */

/**
 * What to do with a template value, where it is more than entering one's own value; a field's
 * entry also covers the fields below it (`legal.emailProvider` its provider and address). Keys are
 * typed: a key that names no field of the settings fails the type check.
 */
export const launchTodos = {
  'legal.serverLogRetentionDays':
    'beim Hosting-Anbieter erfragen, nach wie vielen Tagen er die Server-Logs löscht, eintragen',
  'person.honorific': 'Ihren akademischen Titel eintragen oder, wenn Sie keinen führen, leer lassen',
  'legal.legalForm': 'Ihre Rechtsform bestätigen oder eintragen',
  'legal.professionalTitle.title': 'Ihre Berufsbezeichnung bestätigen oder eintragen (z. B. Unternehmensberaterin)',
  'legal.portraitCredit.photographer':
    'den Namen eintragen, unter dem die Fotografin oder der Fotograf genannt werden möchte (bei einem Selbstporträt stattdessen „Selbst aufgenommen“ auf „Ja“ stellen)',
  'legal.messagingServices':
    'in den Nutzungsbedingungen und der Datenschutzerklärung des Dienstes prüfen, bestätigen oder berichtigen',
  'legal.formServiceTransferBasis':
    'im Auftragsverarbeitungsvertrag des Formulardienstes nachlesen, auf welcher Grundlage er Daten in ein Drittland übermittelt, eintragen',
  'legal.hostingTransferBasis':
    'beim Hosting-Anbieter prüfen, ob er die Website nur aus der EU bzw. dem EWR ausliefert (dann leer lassen) oder über Server außerhalb, etwa ein CDN (dann die Grundlage laut Auftragsverarbeitungsvertrag eintragen)',
  'legal.hostingContract':
    'den Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter abschließen (meist im Kundenkonto)',
  'legal.hostingStatistics':
    'im Kundenkonto des Hosting-Anbieters nachsehen, ob er aus den Server-Logs Besucherstatistiken erstellt („Ja“) oder nicht („Nein“), eintragen',
  'legal.hostingCookies':
    'in der Datenschutzerklärung des Hosting-Anbieters nachlesen, ob er beim Ausliefern Cookies setzt („Ja“) oder nicht („Nein“), eintragen',
  'legal.emailProvider.contract': 'den Auftragsverarbeitungsvertrag mit dem E-Mail-Anbieter abschließen',
  'legal.emailProvider.transferBasis':
    'beim E-Mail-Anbieter prüfen, ob er Ihre E-Mails nur in der EU bzw. im EWR verarbeitet (dann leer lassen), sonst die Grundlage laut Auftragsverarbeitungsvertrag eintragen',
  'legal.emailProvider': 'Name, Sitz und Datenschutzerklärung Ihres E-Mail-Anbieters eintragen',
  'legal.formServiceContract':
    'den Auftragsverarbeitungsvertrag mit dem Formulardienst abschließen (meist im Kundenkonto)',
  'legal.formServiceDeletion':
    'Anfragen beim Formulardienst regelmäßig löschen oder dort eine automatische Löschung einstellen',
  yearsOfExperience:
    'bestätigen oder berichtigen: die Startseite zeigt die Zahl groß als „… Jahre Erfahrung“, Texte sagen „mehr als … Jahre“ – nur so viele Jahre, wie Sie mit Ihrem Lebenslauf belegen können',
  regionalFunding:
    'die Förderstelle Ihres Bundeslandes eintragen oder bestätigen und die Sätze über sie prüfen: im Artikel „Förderungen für Innovationsprojekte“ (Abschnitt über die Förderstelle des Landes) und unter Seitentexte › Beratungsfelder (Beratungsfeld Förderung)',
  'legal.enquiryRetentionMonths':
    'die Frist festlegen, nach der Sie Anfragen ohne Auftrag löschen – im Postfach, beim Formulardienst und in WhatsApp –, und sie einhalten (die Datenschutzerklärung sagt: „Ich lösche sie … Monate nach dem letzten Kontakt“)',
  'legal.workRecordsRetentionYears':
    'die Frist festlegen, nach der Sie Nachrichten und Arbeitsunterlagen eines Auftrags löschen, und sie einhalten; Rechnungen, Verträge und die dazugehörige Korrespondenz nach den 7 Jahren des § 132 BAO löschen (die Datenschutzerklärung sagt beides zu)',
  'claims.referenceExamples':
    'jede typische Aufgabe unter Seitentexte › Referenzen mit einem eigenen Projekt belegen oder den Text dort ändern',
  'claims.latinAmericaAsia':
    'Projekte in Lateinamerika und Asien belegen oder diese Märkte aus den Seiten Referenzen, Beratungsfelder und Pakete und aus dem Artikel „Internationalisierung planen“ nehmen',
  'claims.numerousProjects':
    '„Erfahrung aus zahlreichen Projekten“ im Artikel „Innovation im KMU-Alltag“ belegen oder den Satz ändern',
  url: 'die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at',
  formEndpoint:
    'die Adresse Ihres Formulars beim Formulardienst eintragen, z. B. https://formspree.io/f/abcdwxyz – sonst kommt keine Anfrage bei Ihnen an',
} as const satisfies Partial<Record<SettingsPath, string>>;

export type TodoField = keyof typeof launchTodos;

/**
 * Statements the owner confirms with „Ja“ (model/schemas/settings.ts, `confirmed`): while one says
 * „Nein“, the site must not go live. Their todo is in `launchTodos`.
 */
export const mustBeYes = [
  'legal.hostingContract',
  'legal.emailProvider.contract',
  'legal.formServiceContract',
  'legal.formServiceDeletion',
  'claims.referenceExamples',
  'claims.latinAmericaAsia',
  'claims.numerousProjects',
] as const satisfies readonly TodoField[];

/** How a found value reads for the owner: texts in German quotes, a switch as „Ja“ or „Nein“. */
const ownValue = (value: unknown) =>
  typeof value === 'boolean' ? `„${value ? 'Ja' : 'Nein'}“` : typeof value === 'string' ? `„${value}“` : String(value);

export const launchText = {
  /** Without a rule of its own: the owner's own value. */
  ownValue: 'Ihren Wert eintragen',
  /** What was found, on the editor's page. */
  found: {
    empty: 'in der Vorlage leer',
    templateValue: (value: unknown) => `noch der Beispielwert der Vorlage ${ownValue(value)}`,
    unconfirmed: 'noch nicht bestätigt',
    no: 'steht auf „Nein“, also noch nicht bestätigt',
    notPublic: (value: string) =>
      `${ownValue(value)} ist eine Adresse für Tests auf einem Computer, keine öffentliche Adresse`,
    masculine: (words: string, title: string) =>
      `${ownValue(words)} spricht noch von einem Mann, Ihre Berufsbezeichnung ist ${ownValue(title)}`,
  },
  /** How the item is done, on the editor's page. */
  how: {
    templateValue: `Dann speichern – oder, wenn der Wert der Vorlage stimmt, „${editorText.templateValue.confirm}“ klicken.`,
    unconfirmed: `Ist das erledigt, „${editorText.templateValue.confirm}“ klicken.`,
    no: 'Ist das erledigt, auf „Ja“ stellen und speichern.',
    notPublic: 'Dann speichern.',
    masculine: 'Dann speichern.',
  },
  /** What to do with a text of the template in the masculine form (tools/check-launch/genderedTexts.ts). */
  masculineTodo: 'den Satz in Ihre Form bringen (z. B. „unabhängige Strategieberaterin“) oder neu formulieren',
  /** What was found, in the terminal report (true/false as the file writes them). */
  terminalFound: {
    empty: 'ist in der Vorlage leer',
    templateValue: (shown: string) => `${shown} ist ein Beispielwert der Vorlage`,
    unconfirmed: 'ist noch nicht bestätigt',
    no: 'ist false, also nicht bestätigt',
    notPublic: (shown: string) => `${shown} ist keine öffentliche Adresse`,
    masculine: (words: string, title: string) =>
      `„${words}“ spricht von einem Mann, legal.professionalTitle.title ist „${title}“`,
  },
  /** How the item is done, in the terminal report: in the editor or in the file. */
  terminalHow: {
    templateValue: (section: string) =>
      `Im Editor (npm run edit, ${section}): eintragen und speichern oder, wenn der Wert stimmt, „${editorText.templateValue.confirm}“ – in der Datei: „!platzhalter“ davor löschen`,
    no: 'dann true eintragen',
  },
  /** The template's pictures, which the owner replaces. */
  pictures: {
    portrait: {
      name: 'Ihr Porträt',
      todo: 'durch Ihr eigenes Porträt ersetzen (ein Foto im Hochformat, mindestens 640 × 853 Pixel)',
    },
    socialDefault: {
      name: 'Vorschaubild für soziale Netzwerke',
      todo: `durch Ihr eigenes Vorschaubild ersetzen (ein Bild im Querformat, mindestens 1200 × 630 Pixel) und es bei „Beschreibung des Standard-Vorschaubilds“ beschreiben`,
    },
    found: 'noch das Platzhalterbild der Vorlage',
    /** Where the editor replaces them (tools/edit/server/files/sitePictures.ts). */
    inEditor: 'Im Editor beim Bild „Foto wählen“, dann die Beschreibung prüfen und speichern.',
    /** The terminal names the file and how to replace it. */
    terminal: 'die Datei im Projektordner ersetzen, gleicher Dateiname',
  },
  /** A file in the folder of the articles' pictures that is no picture. */
  stray: {
    place: 'Bilder der Artikel',
    text: (name: string) =>
      `„${name}“ ist kein Bild – erlaubt sind hier nur Fotos und Bilder als JPEG, PNG, WebP oder AVIF. Die Website veröffentlicht diese Datei nicht und der Editor zeigt sie nicht: bitte aus dem Ordner der Artikelbilder in Ihrem Projektordner entfernen`,
    terminal:
      'ist kein Bild – erlaubt sind hier nur Fotos und Bilder als JPEG, PNG, WebP oder AVIF. Die Website veröffentlicht diese Datei nicht und der Editor zeigt sie nicht: bitte aus dem Ordner entfernen',
  },
  /** A file the editor cannot read (a mistake made by hand, e.g. its indentation). */
  unreadable: 'Die Datei lässt sich nicht lesen:',
  /** English switched on (docs/english.md): what the English site still lacks. */
  english: {
    /** An article's place in the editor. */
    article: (title: string) => `${editorText.articles.label} › „${title}“`,
    /** Beside the place of a field in an English file. */
    inEnglish: ' (englische Fassung)',
    /** A page text's or article's status, as the editor shows it beside the text. */
    status: (status: string) => `Englische Fassung: „${status}“`,
    missing: {
      text: 'es gibt noch keine englische Fassung. Mit „Englische Fassung anlegen“ den deutschen Text übernehmen, übersetzen und speichern.',
      article:
        'es gibt noch keine englische Fassung, auf der englischen Website fehlt dieser Artikel. Mit „Englische Fassung anlegen“ den deutschen Text übernehmen, übersetzen und speichern.',
    },
    outdated:
      'der deutsche Text wurde geändert, nachdem die englische Fassung gespeichert wurde. Die Änderung in die englische Fassung übernehmen und speichern – oder, wenn sie dort nichts ändert, „Als aktuell markieren“ klicken.',
    notBuilt: (labels: string) =>
      `eingeschaltet, aber die englische Website entsteht erst, wenn jeder Seitentext eine englische Fassung hat – es fehlt noch: ${labels}`,
    notBuiltTodo:
      'unter Seitentexte bei jedem dieser Texte „Englische Fassung anlegen“, übersetzen und speichern; bis dahin veröffentlicht die Website nur die deutschen Seiten',
    /** In the terminal report, below the German file. */
    terminal: {
      missing:
        'Englische Fassung: nur Deutsch – im Editor (npm run edit): „Englische Fassung anlegen“, übersetzen und speichern',
      outdated: (english: string) =>
        `Englische Fassung: veraltet – ${english} ist aus einer älteren Fassung dieser Datei übersetzt; im Editor (npm run edit): die Änderung übernehmen und speichern oder „Als aktuell markieren“`,
      notBuilt: (files: string) => `ist true, aber die englische Website wird nicht gebaut: es fehlen ${files}`,
      /** Above the translation notes, after the items that block (tools/check-launch/blocking.ts). */
      notesTitle: 'Noch nicht übersetzt (kein Hindernis für die Veröffentlichung):',
      /** After „keine offenen Punkte“ or „3 Punkte offen“: the open translations, if any. */
      notesCount: (count: number) =>
        count === 0 ? '' : `, ${count} ${count === 1 ? 'Übersetzung' : 'Übersetzungen'} offen`,
    },
  },
} as const;
