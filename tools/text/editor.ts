import { quoted } from './quoted.ts';

/**
 * The browser editor's (`npm run edit`) words that other tools share: the names and descriptions of
 * its areas (the launch check names them too), its refusals, and the „Verlauf“ page (whose entries
 * `npm run restore` writes as well). The app's own screens are in tools/edit/text/.
 */
export const editorText = {
  title: 'Website bearbeiten',
  articles: {
    label: 'Artikel',
    singular: 'Artikel',
    description:
      'Ihre Blog-Artikel. Ein neuer Artikel erscheint mit dem nächsten Veröffentlichen in der Artikelübersicht Ihrer Website; seine Adresse entsteht aus dem Titel.',
    body: 'Text',
    bodyHint:
      'Zwischenüberschriften mit „Überschrift 2“ und „Überschrift 3“ (die Hauptüberschrift ist der Titel). Bilder über „+“ → „Bild“, immer mit Bildbeschreibung.',
  },
  image: {
    label: 'Bild',
    file: 'Bilddatei',
    alt: 'Bildbeschreibung (Alternativtext)',
    altHint: 'Was das Bild zeigt, in einem Satz – für Menschen, die es nicht sehen, und für Suchmaschinen.',
    title: 'Bildtitel (optional)',
  },
  settings: {
    label: 'Einstellungen',
    description:
      'Ihr Name, Ihre Kontaktdaten, rechtlichen Angaben und Dienste – eine Angabe, überall auf der Website verwendet.',
  },
  pages: {
    // The bar's name for the area, so the screen it opens is headed the same.
    label: 'Seitentexte',
    description:
      'Die Texte der Seiten Ihrer Website. Ihr Name, Ihr Bundesland, Ihre Jahre Erfahrung und die Förderstelle kommen aus den Einstellungen und stehen in den Texten als Platzhalter in geschweiften Klammern – lassen Sie diese stehen, die Website setzt die Angaben ein.',
    files: {
      home: { label: 'Startseite' },
      about: { label: 'Über mich' },
      services: { label: 'Beratungsfelder', entries: 'Die vier Beratungsfelder' },
      packages: { label: 'Pakete', entries: 'Die Pakete' },
      references: { label: 'Referenzen' },
      contact: { label: 'Kontaktformular' },
    },
  },
  /** A settings value still the template's example (tools/edit/server/fields/templateValues.ts). */
  templateValue: {
    note: 'Noch der Beispielwert der Vorlage.',
    todo: 'Tragen Sie Ihren eigenen Wert ein – oder, wenn er für Sie stimmt:',
    confirm: 'Beispielwert passt – übernehmen',
    /** The button's name for screen readers: which field's value it takes over. */
    confirmField: (label: string) => `Beispielwert passt – übernehmen: ${label}`,
    confirming: 'Wird übernommen …',
    confirmed: 'Übernommen: Der Wert gilt jetzt als Ihr eigener. Rückgängig unter „Verlauf“.',
    notMarked: 'ist kein Beispielwert der Vorlage mehr – vielleicht schon übernommen; laden Sie die Seite neu.',
    notPublic: (value: string) =>
      `„${value}“ ist eine Adresse für Tests und kann nicht übernommen werden – bitte Ihre eigene, öffentliche Adresse eintragen und speichern.`,
    subject: (label: string) => `Einstellungen ${quoted(label)} (Beispielwert übernommen)`,
  },
  /** Under a value the specification fixes, shown as text (tools/edit/app/forms/FieldControl.tsx). */
  fixedValue: 'Fest vorgegeben – nicht änderbar.',
  /** Asked before an entry of a list is removed (tools/edit/app/forms/ListControl.tsx). */
  removeEntry:
    'Diesen Eintrag entfernen? Beim Speichern wird er aus der Datei gelöscht (unter „Verlauf“ wiederherstellbar).',
  saveRefused: 'Nicht gespeichert – die Website würde so nicht gebaut:',
  /** A new article whose title gives the address of one that exists (tools/edit/server/http/actions.ts). */
  articleExists:
    'ein Artikel mit diesem Titel besteht schon (gleiche Adresse) – erlaubt: ein anderer Titel, oder den bestehenden Artikel bearbeiten',
  /** A refused save, shown at the fields it concerns (tools/edit/server/fields/problems.ts, tools/edit/app/forms/serverProblems.ts). */
  fieldProblems: {
    notSaved: 'Nicht gespeichert:',
    /** Names where a mistake has no field of its own. */
    field: 'Feld',
    list: 'Liste',
    entry: 'Eintrag',
    file: 'Dieser Eintrag',
    /** Where more fields than one are refused: „… und 2 weitere Felder“. */
    more: (count: number) => `und ${count} ${count === 1 ? 'weiteres Feld' : 'weitere Felder'}`,
  },
  /** The answer to a request that does not come from the editor page itself (tools/edit/server/http/requestGuard.ts). */
  foreignRequest:
    'Abgelehnt: Diese Anfrage kommt nicht von der Editor-Seite selbst (fremde Website, fehlender Schlüssel oder kein JSON) – es wurde nichts gelesen oder geändert.',
  /** A path or folder the editor does not edit (tools/edit/server/files/paths.ts): names neither the path nor what exists. */
  pathRefused:
    'Diese Datei bearbeitet der Editor nicht – erlaubt sind nur Artikel, Einstellungen, Seitentexte und Bilder der Artikel. Es wurde nichts gelesen oder geändert.',
  /** A request outside the editor's contract (tools/edit/server/http/request.ts): no page of the editor sends one. */
  request: {
    unknown: (action: string) =>
      `Abgelehnt: Unbekannte Anfrage an den Editor: ${quoted(action)}. Es wurde nichts gelesen oder geändert.`,
    wrongParams: (action: string) =>
      `Abgelehnt: Anfrage ${quoted(action)}: Die Angaben fehlen oder haben die falsche Art. Es wurde nichts gelesen oder geändert.`,
    wrongField: (action: string, field: string) =>
      `Abgelehnt: Anfrage ${quoted(action)}: Feld ${quoted(field)} fehlt oder hat die falsche Art. Es wurde nichts gelesen oder geändert.`,
  },
  /** A request whose body is no JSON (tools/edit/server/http/actions.ts). */
  unreadableRequest: 'Abgelehnt: Diese Anfrage ist nicht lesbar (kein JSON). Es wurde nichts gelesen oder geändert.',
  /** A request larger than the largest picture allows (tools/edit/server/http/requestBody.ts). */
  tooLarge: (limit: string, picture: string) =>
    `Abgelehnt: Diese Anfrage ist zu groß (mehr als ${limit}) – ein Bild darf höchstens ${picture} haben. Es wurde nichts gelesen oder geändert.`,
  upload: {
    refused: 'Nicht hochgeladen:',
    /** An iPhone photo in HEIC (tools/edit/server/files/uploadRules.ts): refused, with the ways to a JPEG. */
    heic: (name: string) =>
      `Bild ${quoted(name)} ist ein iPhone-Foto im Format HEIC, das die meisten Browser nicht zeigen können – erlaubt: ein Foto als JPEG, PNG, WebP oder AVIF. So wird es ein JPEG: Am iPhone unter Einstellungen › Kamera › Formate „Maximale Kompatibilität“ wählen, dann nimmt es JPEG-Fotos auf. Schon aufgenommene Fotos kommen als JPEG auf den Computer, wenn unter Einstellungen › Fotos bei „Auf Mac oder PC übertragen“ „Automatisch“ gewählt ist; am Mac speichert auch „Vorschau“ ein Foto über Ablage › Exportieren als JPEG.`,
  },
  /** The question before a picture in use is deleted (tools/edit/app/pictures/PicturePage.tsx). */
  imageInUse:
    'Das Bild „{name}“ wird noch verwendet: {users}. Wenn Sie es löschen, zeigt die Vorschau dort statt des Bildes einen Hinweis, und die Website lässt sich erst wieder veröffentlichen, wenn Sie es neu hochladen oder aus dem Text entfernen. Trotzdem löschen? Sie können es jederzeit unter „Verlauf“ wiederherstellen.',
  /** The "Verlauf" page: every change made in the editor, with a way back. */
  history: {
    label: 'Verlauf',
    contentsLabel: 'Inhalte',
    navigation: 'Editor',
    intro:
      'Jede Änderung, die Sie im Editor speichern, hochladen oder löschen, steht hier, die neueste zuerst. „Wiederherstellen“ holt genau den Stand zurück, den dieser Eintrag geschrieben hat – bei einer Löschung die gelöschte Datei. „Rückgängig“ holt den Stand von unmittelbar vor dieser Änderung zurück, auch den Stand vor der ersten Änderung im Editor; eine Datei, die erst mit dieser Änderung entstand, wird wieder gelöscht. Beides steht danach selbst hier und lässt sich ebenso rückgängig machen.',
    settingsNote:
      'Alle Einstellungen stehen in einer Datei: Wiederherstellen setzt alle Bereiche der Einstellungen auf diesen Stand zurück.',
    empty: 'Noch keine Änderungen im Editor.',
    restore: 'Wiederherstellen',
    restoring: 'Wird wiederhergestellt …',
    undo: 'Rückgängig',
    undoing: 'Wird rückgängig gemacht …',
    /** The opening words of a refused restore or undo. */
    refused: { version: 'Nicht wiederhergestellt:', undo: 'Nicht rückgängig gemacht:' },
    notFound: 'Diesen Eintrag gibt es im Verlauf nicht (mehr) – es wurde nichts geändert. Laden Sie die Seite neu.',
    alreadyCurrent:
      'Dieser Stand ist schon der aktuelle – es wurde nichts geändert. Einen früheren Stand holt „Rückgängig“ oder ein älterer Eintrag zurück.',
    alreadyUndone:
      'Der Stand vor dieser Änderung ist schon der aktuelle – es wurde nichts geändert. Einen anderen Stand holt ein anderer Eintrag zurück.',
    notEditable:
      'Dieser Stand nennt eine Datei, die der Editor nicht bearbeitet – er wird nicht wiederhergestellt. Es wurde nichts geändert.',
    loadFailed: 'Der Verlauf konnte nicht geladen werden:',
    versionOf: 'Stand vom',
    did: {
      save: 'gespeichert',
      upload: 'hochgeladen',
      delete: 'gelöscht',
      restore: 'wiederhergestellt',
      undo: 'rückgängig gemacht',
      // The hidden baseline's commit message: the "Verlauf" page never lists it.
      before: 'Ausgangsstand vor der nächsten Änderung',
    },
    /** An undo: „Speichern vom 24.11.2026, 10:42 rückgängig gemacht“. */
    undid: (what: string, when: string) => `${what} vom ${when} rückgängig gemacht`,
    /** What was undone, as a noun. */
    undone: {
      save: 'Speichern',
      upload: 'Hochladen',
      delete: 'Löschen',
      restore: 'Wiederherstellen',
      undo: 'Rückgängigmachen',
      before: 'Ändern',
    },
    subject: { article: 'Artikel', settings: 'Einstellungen', page: 'Seite', image: 'Bild' },
  },
} as const;
