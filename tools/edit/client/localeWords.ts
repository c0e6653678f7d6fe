// Decap CMS's German (decap-cms-locales, `de`) where the owner would meet "du", a wrong case or
// English: every imperative in "du" form becomes a "Sie" form or a plain noun phrase, and the
// strings the German locale lacks (Decap then falls back to English) get a German text. Strings of
// the editorial workflow and of the notes pane are included although this editor switches both off:
// a later Decap option must not bring "du" or English back.

type Phrases = { [key: string]: string | Phrases };

export const sieForms: Phrases = {
  auth: {
    // The proxy backend's "log in" only opens the editor again: there is no account on this computer.
    login: 'Editor öffnen',
    loggingIn: 'Der Editor wird geöffnet …',
  },
  collection: {
    sidebar: { allCollections: 'Alle Bereiche', collections: 'Bereiche' },
    // An ASCII plus: Decap's full-width „＋“ showed as an empty box where the system has no font for it.
    collectionTop: {
      viewAsList: 'Als Liste anzeigen',
      viewAsGrid: 'Als Raster anzeigen',
      newButton: '+ %{collectionLabel}',
      newButtonAriaLabel: 'Neu: %{collectionLabel}',
    },
    entries: { unpublishedHeader: 'Nicht gespeicherte Beiträge' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Feld %{widgetLabel}' } },
    editorInterface: { toggleNotes: 'Notizen ein- oder ausblenden' },
    editorNotesPane: {
      title: 'Notizen',
      emptyState: 'Noch keine Notizen.',
      addNote: 'Notiz hinzufügen',
      addPlaceholder: 'Notiz schreiben …',
      editPlaceholder: 'Notiz bearbeiten …',
      save: 'Speichern',
      cancel: 'Abbrechen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      resolve: 'Erledigt',
      unresolve: 'Wieder öffnen',
      confirmDelete: 'Diese Notiz löschen?',
      shortcut: 'Mit Strg+Eingabe fügen Sie die Notiz gleich hinzu.',
    },
    editor: {
      onPublishingNotReady: 'Bitte setzen Sie den Status vor dem Speichern auf „Abgeschlossen“.',
      onPublishingWithUnsavedChanges: 'Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie zuerst.',
    },
    editorToolbar: {
      deleteUnpublishedEntry: 'Ungespeicherten Beitrag löschen',
      // "Zurück zu allen Artikel" has the wrong case; the collection's name stands on its own.
      backCollection: 'Zurück zu „%{collectionLabel}“',
    },
    editorWidgets: {
      markdown: {
        richText: 'Formatiert',
        markdown: 'Quelltext',
        strikethrough: 'Durchgestrichen',
        toggleMode: { rich: 'Formatiert bearbeiten', markdown: 'Quelltext bearbeiten' },
      },
      image: {
        choose: 'Bild auswählen',
        chooseDifferent: 'Anderes Bild auswählen',
        remove: 'Bild entfernen',
        chooseMultiple: 'Bilder auswählen',
        addMore: 'Weitere Bilder hinzufügen',
        removeAll: 'Alle Bilder entfernen',
      },
      file: {
        choose: 'Datei auswählen',
        chooseDifferent: 'Andere Datei auswählen',
        chooseMultiple: 'Dateien auswählen',
        addMore: 'Weitere Dateien hinzufügen',
        removeAll: 'Alle Dateien entfernen',
      },
      datetime: { setToNow: '%{fieldLabel}: heute' },
      object: { expand: 'Aufklappen', collapse: 'Zuklappen' },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: { noResults: 'Keine Ergebnisse.', close: 'Schließen', download: 'Herunterladen' },
  },
  ui: {
    errorBoundary: { reportIt: 'melden Sie ihn.' },
    settingsDropdown: { account: 'Editor-Menü', logOut: 'Editor schließen' },
  },
  workflow: {
    workflowCard: {
      deleteNewEntry: 'Neuen Beitrag löschen',
      publishChanges: 'Änderungen speichern',
      publishNewEntry: 'Neuen Beitrag speichern',
    },
  },
};
