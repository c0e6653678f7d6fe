import { parse } from 'yaml';
import { editorText } from '#model/copy/editorText';
import { whenText } from '#model/viennaTime';
import { editableFile } from '../dataFileEntries';
import { mediaFolder } from '../decapConfig';
import type { ChangeNote, HistoryEntry } from './store';

/** The owner's words for the history: what a change did and when, in Austrian time. */

/** 24.11.2026, 10:42 (Vienna). */
export { whenText };

/** "Artikel „Titel“ gelöscht", without the time. */
export function changeText(note: ChangeNote): string {
  const words = editorText.history.did;
  if (note.kind === 'restore')
    return `${note.subject} ${words.restore}${note.restoredFrom ? ` (${editorText.history.versionOf} ${whenText(note.restoredFrom)})` : ''}`;
  return `${note.subject}${note.kind === 'before' ? ': ' : ' '}${words[note.kind]}`;
}

/** One line of the "Verlauf" page: "Artikel „Titel“ gelöscht – 24.11.2026, 10:42". */
export const entryText = (entry: HistoryEntry) => `${changeText(entry)} – ${whenText(entry.time)}`;

/** An article's title, from the frontmatter of its text. */
function titleOf(text: string | undefined): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text ?? '')?.[1];
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
  if (file.startsWith(`${mediaFolder}/`)) return `${words.image} „${name}“`;
  const data = editableFile(file);
  if (data?.key === 'settings') return options.section ? `${words.settings} „${options.section}“` : words.settings;
  if (data)
    return `${words.page} „${editorText.pages.files[data.key as keyof typeof editorText.pages.files]?.label ?? name}“`;
  return `${words.article} „${titleOf(options.text) ?? name}“`;
}
