// Decap CMS's German words, where they would say something that does not happen: in this editor
// "Veröffentlichen" only saves a file on the owner's computer (the site changes with the next
// publish), and a deletion can be undone in "Verlauf". Its "du" forms and missing strings are
// replaced in localeWords.ts.

import { editorText } from '#model/copy/editorText';
import { sieForms } from './localeWords';

type Phrases = { [key: string]: string | Phrases };

const restoreHint = `Sie können ihn jederzeit unter „${editorText.history.label}“ wiederherstellen.`;

const saveWords: Phrases = {
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
      // The link opens the site as the dev server shows it on this computer, not the live site.
      deployButtonLabel: 'Vorschau ansehen',
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

export const localeOverrides: Phrases = withOverrides(sieForms, saveWords);

/** `base` with `overrides` laid over it, key by key. */
export function withOverrides(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? withOverrides(below, value) : value;
  }
  return merged;
}

/** Decap's few messages with fixed English words (not in its locale), and the German that replaces them. */
const englishPrefixes: [RegExp, string][] = [
  [/^Failed to persist media: (?:API_ERROR: )?/, ''],
  [/^Failed to delete media: (?:API_ERROR: )?/, 'Nicht gelöscht: '],
];

/**
 * Keeps those English prefixes out of Decap's messages: an upload the server refuses then reads
 * "Nicht hochgeladen: foto.jpg: 23,4 MB – erlaubt sind höchstens 15 MB", as the server wrote it.
 */
export function germanMessages() {
  const rewrite = (node: Node) => {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent) return;
    for (const [english, german] of englishPrefixes)
      if (english.test(node.textContent)) node.textContent = node.textContent.replace(english, german);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') rewrite(change.target);
      for (const added of change.addedNodes) {
        rewrite(added);
        const texts = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) rewrite(text);
      }
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
