import { editorText } from '#tools/text/editor.ts';

/**
 * The words of the editor's app (tools/edit/app/) that no other tool shows (those are in
 * tools/text/editor.ts): its navigation, buttons and messages. German, in the owner's words: no file names, keys or
 * developer terms.
 */
export const screenText = {
  navigation: 'Bereiche des Editors',
  nav: {
    // The areas' own names: the bar and the screens it opens say the same.
    settings: editorText.settings.label,
    pages: editorText.pages.label,
    articles: 'Artikel',
    history: 'Verlauf',
    publish: 'Website veröffentlichen',
    backup: 'Sicherung',
  },
  loading: 'Wird geladen …',
  loadFailed: 'Konnte nicht geladen werden:',
  notFound: 'Diese Seite des Editors gibt es nicht. Wählen Sie oben einen Bereich.',
  sections: 'Bereiche',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Gespeichert. Unter „Verlauf“ können Sie jede Änderung rückgängig machen.',
  unsaved: 'Ungespeicherte Änderungen',
  /** The save bar's button after a refusal that names a field: scrolls to it and focuses it. */
  toField: 'Zum Feld',
  leaveQuestion:
    'Ihre Änderungen sind noch nicht gespeichert. Diese Seite trotzdem verlassen? Dann gehen sie verloren.',
  /** The message of the editor's own check before a save: the first marked field, and how many more. */
  checkFields: (label: string, mistake: string, more: number) =>
    `Nicht gespeichert: ${label} – ${mistake}${
      more === 0 ? '' : more === 1 ? ' (und 1 weiteres markiertes Feld)' : ` (und ${more} weitere markierte Felder)`
    }`,
  /** A field inside a list's entry, named as the server names it: „Kurztext (Karten, Eintrag 4)“. */
  inEntry: (label: string, list: string, position: number) => `${label} (${list}, Eintrag ${position})`,
  required: 'Bitte ausfüllen – dieses Feld darf nicht leer sein.',
  pattern: (allowed: string) => `Nicht im erwarteten Format – ${allowed}`,
  yes: 'Ja',
  no: 'Nein',
  optional: '(optional)',
  fixed: 'Fest vorgegeben – nicht änderbar.',
  choose: 'Bitte wählen',
  /** Under a text with placeholders: the text as the site shows it. */
  filled: 'Auf der Website:',
  list: {
    add: (what: string) => `${what} hinzufügen`,
    remove: (what: string, position: number) => `${what} ${position} entfernen`,
  },
  colour: { pick: 'Farbe wählen', code: 'Farbcode' },
  date: {
    hint: 'als TT.MM.JJJJ, z. B. 15.01.2025',
    wrong: (found: string) => `„${found}“ ist kein Datum – erlaubt: TT.MM.JJJJ, z. B. 15.01.2025`,
    beforePublished: (modified: string, published: string) =>
      `„${modified}“ liegt vor dem Tag der Veröffentlichung „${published}“ – erlaubt: derselbe Tag oder ein späterer`,
  },
  articles: {
    intro: 'Ihre Blog-Artikel, der neueste zuerst.',
    create: 'Neuer Artikel',
    untitled: 'Neuer Artikel',
    empty: 'Noch keine Artikel.',
    open: 'Bearbeiten',
    back: 'Zurück zu den Artikeln',
    frontmatter: 'Angaben zum Artikel',
    body: 'Text',
    bodyHint:
      'Schreiben Sie wie in einer E-Mail. Die Knöpfe über dem Feld setzen Zeichen für Überschrift, Fett, Liste, Link und Bild; die Vorschau daneben zeigt den Artikel wie auf der Website.',
    preview: 'Vorschau',
    onSite: 'Auf der Website ansehen (neues Fenster)',
    exists: (title: string) =>
      `Nicht gespeichert: Titel – ein Artikel mit dem Titel „${title}“ besteht schon – erlaubt: ein anderer Titel`,
    toolbar: 'Textauszeichnung',
    tools: { heading: 'Überschrift', bold: 'Fett', list: 'Liste', link: 'Link', picture: 'Bild' },
    delete: 'Artikel löschen',
    deleteConfirm: 'Diesen Artikel löschen? Unter „Verlauf“ können Sie ihn wiederherstellen.',
    deleted: 'Der Artikel wurde gelöscht. Unter „Verlauf“ können Sie ihn wiederherstellen.',
  },
  pictures: {
    title: 'Bilder der Artikel',
    open: 'Bilder der Artikel',
    intro:
      'Alle Bilder, die Sie für Artikel hochgeladen haben. Ein Bild fügen Sie im Artikel über „Bild“ über dem Textfeld ein.',
    back: 'Zurück zu den Artikeln',
    empty: 'Noch keine Bilder hochgeladen.',
    thumbnail: (name: string) => `Vorschau von „${name}“`,
    delete: 'Löschen',
    deleting: 'Wird gelöscht …',
    deleteConfirm: (name: string) =>
      `Dieses Bild löschen? „${name}“ steht in keinem Artikel. Unter „Verlauf“ können Sie es wiederherstellen.`,
    deleted: (name: string) => `Das Bild „${name}“ wurde gelöscht. Unter „Verlauf“ können Sie es wiederherstellen.`,
    upload: 'Bild hochladen',
    uploading: 'Wird hochgeladen …',
    uploaded: (name: string) =>
      `Das Bild „${name}“ wurde hochgeladen. Unter „Verlauf“ können Sie das rückgängig machen.`,
  },
  link: {
    panel: 'Link einfügen',
    address: 'Adresse des Links',
    hint: 'Die markierten Wörter werden zum Link, z. B. https://www.wko.at oder /kontakt für eine Seite Ihrer Website.',
    insert: 'Link einfügen',
    wrong: (found: string) =>
      `Adresse des Links – „${found}“ ist keine Adresse – erlaubt: https://…, mailto:… oder eine Seite Ihrer Website wie /kontakt`,
  },
  picture: {
    dialog: 'Bild einfügen',
    file: 'Bilddatei',
    chooseFile: 'Datei wählen',
    noFile: 'Keine Datei gewählt',
    alt: 'Bildbeschreibung',
    altHint: 'Was das Bild zeigt, in einem Satz – für Menschen, die es nicht sehen, und für Suchmaschinen.',
    altMissing: 'Bildbeschreibung – ist leer – erlaubt: ein Satz, der beschreibt, was das Bild zeigt',
    fileMissing: 'Bilddatei – keine gewählt – erlaubt: ein Foto als JPEG, PNG, WebP oder AVIF',
    insert: 'Bild hochladen und einfügen',
    uploading: 'Wird hochgeladen …',
    cancel: 'Abbrechen',
  },
  sitePicture: {
    choose: 'Foto wählen',
    current: (name: string) => `${name}, wie es jetzt auf der Website steht`,
    replacing: 'Wird ersetzt …',
    replaced: 'Bild ersetzt. Unter „Verlauf“ können Sie das rückgängig machen.',
    rule: (width: number, height: number) =>
      `Ein Foto ${width > height ? 'im Querformat' : 'im Hochformat'}, mindestens ${width} × ${height} Pixel, als JPEG, PNG, WebP oder AVIF. Der Editor schneidet es auf diese Größe zu und entfernt Kameradaten wie den Aufnahmeort.`,
  },
  templateValue: {
    note: 'Noch der Beispielwert der Vorlage.',
  },
} as const;
