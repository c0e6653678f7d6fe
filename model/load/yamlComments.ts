import { type Document, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { slugify } from '../slug.ts';

/**
 * The German help texts of a data file, read from its own comments: the comment above a field
 * (settings), or an entry of the legend at the top of a file whose fields repeat per entry
 * (`#   title   Titel der Seite …`). Sections of the settings file (`# ─── Kontakt ───`) become the
 * editor's groups. So the help the owner reads in the file and in the editor is the same text –
 * up to "In der Datei:". What follows that marker is for people who edit the file by hand (its
 * syntax, its keys, its "!platzhalter" mark, other files); the editor leaves it out. One marker in the
 * comment itself, rather than a second help text in the schema: the two parts stay side by side,
 * so a change to the help cannot reach one reader and miss the other.
 */

/** Where a comment turns from the field to the file. */
export const fileOnlyMarker = 'In der Datei:';

/** The owner's part of a help text: what comes before the file's part. */
function ownerPart(text: string): string | undefined {
  const part = text.split(fileOnlyMarker)[0]?.trim();
  return part ? part : undefined;
}

const sectionLine = /─{3}\s*(.+?)\s*─{3}/;

/**
 * A comment's last paragraph, as one line: the text about the field right below it. A comment that
 * ends in a section's heading has none (above the first field of a file, the paragraph before the
 * heading is the file's own introduction).
 */
function lastParagraph(comment: string): string | undefined {
  const lines = comment.split('\n').map((line) => line.trim());
  while (lines.at(-1) === '') lines.pop();
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '' || sectionLine.test(line)) paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]?.push(line);
  }
  const last = paragraphs.at(-1);
  return last && last.length > 0 ? last.join(' ') : undefined;
}

/**
 * A section's name in addresses, by the project's slug rule: "Person und Marke" → person-und-marke.
 * The editor's settings pages are named so, and the deploy records what it published under it.
 */
export const sectionName = slugify;

export interface FileComments {
  /** Help text per field path (`legal.vatId`); list entries share one (`offerings.title`). */
  hints: Map<string, string>;
  /** Top-level fields by section of the file, in order. */
  sections: { title: string; keys: string[] }[];
}

/** The legend at the top of a file: `#   name   text` lines, continued by deeper indented lines. */
function legendOf(comment: string): Map<string, string> {
  const legend = new Map<string, string>();
  let current: string | undefined;
  for (const line of comment.split('\n')) {
    const entry = /^ {2,4}(\w+) {2,}(\S.*)$/.exec(line);
    if (entry?.[1] && entry[2]) {
      current = entry[1];
      legend.set(current, entry[2].trim());
      continue;
    }
    const more = /^ {6,}(\S.*)$/.exec(line);
    if (current && more?.[1]) legend.set(current, `${legend.get(current)} ${more[1].trim()}`);
    else current = undefined;
  }
  return legend;
}

export function fileComments(document: Document): FileComments {
  const hints = new Map<string, string>();
  const sections: FileComments['sections'] = [];
  const root = document.contents as Node | null;

  const visit = (node: unknown, path: string[], inherited?: string) => {
    if (isSeq(node)) {
      for (const item of node.items) visit(item, path);
      return;
    }
    if (!isMap(node)) return;
    node.items.forEach((pair, index) => {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const key = String(pair.key.value);
      const fieldPath = [...path, key];
      // The comment above a group's first field is the group's own (yaml keeps it on the group).
      const comment = [index === 0 ? inherited : undefined, pair.key.commentBefore].filter(Boolean).join('\n');
      const section = comment
        .split('\n')
        .map((line) => sectionLine.exec(line)?.[1])
        .filter(Boolean)
        .at(-1);
      if (path.length === 0 && section) sections.push({ title: section, keys: [] });
      if (path.length === 0) sections.at(-1)?.keys.push(key);
      const hint = ownerPart(lastParagraph(comment) ?? '');
      const shownPath = fieldPath.filter((part) => !/^\d+$/.test(part)).join('.');
      if (hint && !hints.has(shownPath)) hints.set(shownPath, hint);
      const value = pair.value as Node | null;
      visit(value, fieldPath, isMap(value) || isSeq(value) ? (value.commentBefore ?? undefined) : undefined);
    });
  };

  visit(root, [], isMap(root) ? (root.commentBefore ?? undefined) : undefined);
  // A file of repeated entries explains its fields once, in a legend at the top.
  const legend = legendOf((isSeq(root) ? root.commentBefore : undefined) ?? document.commentBefore ?? '');
  for (const [key, text] of legend) {
    const hint = ownerPart(text);
    if (hint && !hints.has(key)) hints.set(key, hint);
  }
  return { hints, sections };
}

/** The help text for a field path as the editor asks for it (list positions left out). */
export const hintFor = (comments: FileComments, path: readonly string[]): string | undefined => {
  const shown = path.filter((part) => !/^\d+$/.test(part)).join('.');
  return comments.hints.get(shown);
};
