import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { slugify } from '#model/slug.ts';
import type { ArticleHeading } from '#model/types.ts';

/**
 * A heading's text as a readable URL fragment by the project's slug rule (model/slug.ts);
 * rehype-slug's github-slugger would keep "ö" and turn " – " into "--".
 */
export function headingSlug(text: string): string {
  const slug = slugify(text);
  return slug === '' ? 'abschnitt' : slug;
}

export const isSectionHeading = (node: Element): node is Element & { tagName: 'h2' | 'h3' } =>
  node.tagName === 'h2' || node.tagName === 'h3';

/**
 * Gives every `h2` and `h3` an id from its text, unique within the article: a repeated heading
 * gets `-2`, `-3`, … in order of appearance. The ids change only when a heading's text does.
 */
export function assignHeadingIds(tree: Root): ArticleHeading[] {
  const used = new Set<string>();
  const headings: ArticleHeading[] = [];
  visit(tree, 'element', (node) => {
    if (!isSectionHeading(node)) return;
    const text = textOf(node).trim();
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    node.properties.id = id;
    headings.push({ id, text, level: node.tagName === 'h2' ? 2 : 3 });
  });
  return headings;
}
