import { parse } from 'yaml';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { articleCollection, dataKeyOf } from '#model/collections.ts';
import { whenText } from '#model/viennaTime.ts';
import { editorText } from '#tools/text/editor.ts';
import { quoted, requoted } from '#tools/text/quoted.ts';
import type { ChangeNote, HistoryEntry } from './store.ts';

/** The owner's words for the history: what a change did and when, in Austrian time. */

/** 24.11.2026, 10:42 (Vienna). */
export { whenText };

/**
 * "Artikel „Titel“ gelöscht", without the time; an undo: "Artikel „Titel“: Speichern vom
 * 24.11.2026, 10:42 rückgängig gemacht". A subject recorded with a quoted title inside its quotes
 * (by an older version) is read with the title's quotes as inner ones.
 */
export function changeText(note: ChangeNote): string {
  const words = editorText.history;
  const subject = requoted(note.subject);
  if (note.kind === 'undo' && note.undone)
    return `${subject}: ${words.undid(words.undone[note.undone.kind], whenText(note.undone.time))}`;
  if (note.kind === 'restore')
    return `${subject} ${words.did.restore}${note.restoredFrom ? ` (${words.versionOf} ${whenText(note.restoredFrom)})` : ''}`;
  return `${subject}${note.kind === 'before' ? ': ' : ' '}${words.did[note.kind]}`;
}

/** One line of the "Verlauf" page: "Artikel „Titel“ gelöscht – 24.11.2026, 10:42". */
export const entryText = (entry: HistoryEntry) => `${changeText(entry)} – ${whenText(entry.time)}`;

/** An article's title, from the frontmatter of its text; undefined when it cannot be read. */
export function titleOf(text: string | undefined): string | undefined {
  const frontmatter = splitFrontmatter(text ?? '')?.yaml;
  try {
    const title = frontmatter ? (parse(frontmatter) as { title?: unknown } | null)?.title : undefined;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the owner calls the file `file` (relative to the project): „Artikel „Titel““ (title from
 * `text`, the article's text), „Einstellungen „Kontakt““ (`section`: the settings page's title),
 * „Seite „Startseite““, „Bild „foto.jpg““.
 */
export function subjectOf(file: string, options: { text?: string; section?: string } = {}): string {
  const name = file.split('/').at(-1) ?? file;
  const words = editorText.history.subject;
  if (file.startsWith(`${articleCollection.images}/`)) return `${words.image} ${quoted(name)}`;
  // A settings page's path ends in its section (`content/settings/site.yaml#kontakt`).
  const key = dataKeyOf(file.split('#')[0] ?? file);
  if (key === 'settings') return options.section ? `${words.settings} ${quoted(options.section)}` : words.settings;
  if (key)
    return `${words.page} ${quoted(editorText.pages.files[key as keyof typeof editorText.pages.files]?.label ?? name)}`;
  return `${words.article} ${quoted(titleOf(options.text) ?? name)}`;
}
