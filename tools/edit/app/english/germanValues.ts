import { parse } from 'yaml';
import type { EditorField } from '../../protocol/fields.ts';
import { splitArticle } from '../articles/articleFile.ts';

/**
 * The German text shown beside the English fields: its words only, in the file's order, each with
 * where it stands by the fields' German labels (an article's title, description and text; a page
 * text's or the settings' fields, list entries by their number).
 */
export interface GermanPart {
  where: string;
  text: string;
}

function leaves(value: unknown, where: string[] = []): { keys: string[]; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ keys: where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...where, String(index + 1)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...where, key]));
  return [];
}

const childrenOf = (field: EditorField | undefined): readonly EditorField[] =>
  field?.kind === 'group' ? field.fields : [];

/** `['cards', '2', 'title']` → „Karten › 2 › Titel“, by the fields the form shows; an unknown key as it is. */
function placeOf(fields: readonly EditorField[], keys: readonly string[]): string {
  // A file that is one list (services, packages) has its entries at the top, the form under one list field.
  const [only] = fields;
  let current: EditorField | undefined = fields.length === 1 && only?.kind === 'list' ? only : undefined;
  let choices = fields;
  return keys
    .map((key) => {
      if (/^\d+$/.test(key)) {
        current = current?.kind === 'list' ? current.entry : undefined;
        choices = childrenOf(current);
        return key;
      }
      current = choices.find((field) => field.name === key);
      choices = childrenOf(current);
      return current?.label ?? key;
    })
    .join(' › ');
}

/** The parts of a German article (Markdown with frontmatter) or data file's words (YAML), placed by `fields`. */
export function germanParts(file: string, text: string, fields: readonly EditorField[]): GermanPart[] {
  const placed = (found: { keys: string[]; text: string }[]) =>
    found.map((part) => ({ where: placeOf(fields, part.keys), text: part.text }));
  if (file.endsWith('.md')) {
    const { data, body } = splitArticle(text);
    return placed([
      ...leaves({ title: data.title, description: data.description, excerpt: data.excerpt }),
      { keys: ['body'], text: body },
    ]);
  }
  try {
    return placed(leaves(parse(text)));
  } catch {
    return [{ where: '', text }];
  }
}
