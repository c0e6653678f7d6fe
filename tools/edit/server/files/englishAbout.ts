import type { Document } from 'yaml';
import { englishAboutCardTitles } from '#model/schemas/about.ts';

/**
 * The about cards' titles are fixed by the specification, in English too (model/schemas/about.ts,
 * englishAboutSchema), and the form shows them without a way to change them. So the English about
 * text has the English titles from its start, and a file still holding the German ones (a copy
 * made by hand) is shown, and saved, with the English ones.
 */

/** `document` (content/en/texts/about.yaml) with the English titles at the cards it has. */
export function withEnglishCardTitles(document: Document): Document {
  englishAboutCardTitles.forEach((title, index) => {
    if (document.hasIn(['cards', index, 'title'])) document.setIn(['cards', index, 'title'], title);
  });
  return document;
}
