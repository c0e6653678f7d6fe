/**
 * The editor's words about keeping what the owner writes: a save refused because another tab or
 * window saved in between (both versions side by side), the unsaved changes kept in the browser
 * and offered back, and the article's dates and draft switch (tools/edit/app/keeping/).
 */
export const keepingText = {
  conflict: {
    refused:
      'Nicht gespeichert: Dieser Eintrag wurde inzwischen in einem anderen Fenster oder Tab gespeichert. Oben stehen beide Fassungen – bitte wählen Sie eine.',
    title: 'Zwei Fassungen – welche soll bleiben?',
    explain:
      'Während Sie hier geschrieben haben, wurde dieser Eintrag in einem anderen Fenster oder Tab des Editors gespeichert. Damit nichts verloren geht, wurde nichts überschrieben. Hier stehen die Felder, in denen sich die beiden Fassungen unterscheiden.',
    mine: 'Ihre Fassung (noch nicht gespeichert)',
    theirs: 'Die inzwischen gespeicherte Fassung',
    gone: '(inzwischen gelöscht)',
    empty: '(leer)',
    keepMine: 'Meine Fassung speichern',
    keepMineHint: 'Ersetzt die andere Fassung. Unter „Verlauf“ bleibt sie wiederherstellbar.',
    takeTheirs: 'Die gespeicherte Fassung laden',
    takeTheirsHint: 'Ihre Änderungen werden verworfen.',
    taken: 'Die gespeicherte Fassung ist geladen.',
  },
  draft: {
    found: (when: string) =>
      `Hier gibt es Änderungen vom ${when}, die nicht gespeichert wurden – zum Beispiel, weil das Fenster geschlossen wurde. Wiederherstellen oder verwerfen?`,
    label: 'Nicht gespeicherte Änderungen',
    restore: 'Wiederherstellen',
    discard: 'Verwerfen',
    restored: 'Ihre Änderungen sind wiederhergestellt – noch nicht gespeichert.',
  },
  article: {
    isDraft:
      'Entwurf: Dieser Artikel kommt nicht auf die veröffentlichte Website, bis Sie „Entwurf“ auf „Nein“ stellen.',
    future: (date: string) =>
      `Dieser Artikel erscheint mit der ersten Veröffentlichung der Website am ${date} oder danach. Eine Website ohne Server kann sich nicht selbst veröffentlichen: Klicken Sie an oder nach diesem Tag auf „Website veröffentlichen“.`,
    draftMark: 'Entwurf',
    futureMark: (date: string) => `erscheint ab ${date}`,
  },
} as const;
