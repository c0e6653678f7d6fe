import { parse } from 'yaml';
import { splitArticle } from '../articles/articleFile.ts';

/**
 * The German text shown beside the English fields: its words only, in the file's order, each with
 * where it stands (an article's title, description and text; a page text's fields by their names).
 */
export interface GermanPart {
  where: string;
  text: string;
}

function leaves(value: unknown, where: string[] = []): GermanPart[] {
  if (typeof value === 'string') return value.trim() ? [{ where: where.join(' › '), text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...where, String(index + 1)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...where, key]));
  return [];
}

/** The parts of a German article (Markdown with frontmatter) or page text (YAML). */
export function germanParts(file: string, text: string, labels: Record<string, string>): GermanPart[] {
  const named = (parts: GermanPart[]) =>
    parts.map((part) => {
      const [first = '', ...rest] = part.where.split(' › ');
      return { ...part, where: [labels[first] ?? first, ...rest].join(' › ') };
    });
  if (file.endsWith('.md')) {
    const { data, body } = splitArticle(text);
    return named([
      ...leaves({ title: data.title, description: data.description, excerpt: data.excerpt }),
      { where: 'body', text: body },
    ]);
  }
  try {
    return named(leaves(parse(text)));
  } catch {
    return [{ where: '', text }];
  }
}
