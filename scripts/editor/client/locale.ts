// Decap CMS's German words, where they would say something that does not happen: in this editor
// "Veröffentlichen" only saves a file on the owner's computer (the site changes with the next
// publish), and a deletion can be undone in "Verlauf". The rest of Decap's German stays.

import { editorText } from '../../../content/editorText';

type Phrases = { [key: string]: string | Phrases };

const restoreHint = `Sie können ihn jederzeit unter „${editorText.history.label}“ wiederherstellen.`;

export const localeOverrides: Phrases = {
  editor: {
    editor: {
      onPublishing: 'Diesen Beitrag jetzt speichern?',
      onDeleteWithUnsavedChanges: `Diesen Beitrag samt den nicht gespeicherten Änderungen löschen? ${restoreHint}`,
      onDeletePublishedEntry: `Diesen Beitrag löschen? ${restoreHint}`,
    },
    editorToolbar: {
      publishing: 'Speichern …',
      publish: 'Speichern',
      published: 'Gespeichert',
      publishNow: 'Jetzt speichern',
      publishAndCreateNew: 'Speichern und neuen Beitrag anlegen',
      publishAndDuplicate: 'Speichern und Beitrag duplizieren',
      deletePublishedEntry: 'Beitrag löschen',
      deleteEntry: 'Beitrag löschen',
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      onDelete: `Dieses Bild löschen? Sie können es jederzeit unter „${editorText.history.label}“ wiederherstellen.`,
    },
  },
  ui: {
    toast: {
      entryPublished: 'Beitrag gespeichert',
      onFailToPublishEntry: 'Speichern fehlgeschlagen: %{details}',
    },
  },
};

/** `base` with `overrides` laid over it, key by key. */
export function withOverrides(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? withOverrides(below, value) : value;
  }
  return merged;
}
