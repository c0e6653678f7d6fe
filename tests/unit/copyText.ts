/**
 * Helpers for tests that read the site's copy the way a visitor does: the text of the content
 * modules, without markup.
 */
import type { Block, Inline, LegalPage } from '#model/types.ts';

export function inlineText(parts: Inline[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'p':
      return [inlineText(block.content)];
    case 'list':
      return block.items.map(inlineText);
    case 'facts':
      return block.items.map((item) => `${item.term}: ${inlineText(item.value)}`);
  }
}

/**
 * Every line a reader sees on a legal page, in order (title, intro, headings, paragraphs, list items,
 * facts); a non-breaking space reads as a space (legalCopy.test.ts checks where they stand).
 */
export function legalLines(page: LegalPage): string[] {
  return rawLegalLines(page).map((line) => line.replace(/\u00A0/g, ' '));
}

/** The lines of a legal page as written, non-breaking spaces included. */
export function rawLegalLines(page: LegalPage): string[] {
  return [
    page.title,
    ...(page.intro ? [page.intro] : []),
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(blockTexts),
      ...(section.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.blocks.flatMap(blockTexts)]),
    ]),
  ];
}

/** The visible text of an article body, one entry per paragraph, list item, heading or quote. */
export function htmlParagraphs(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('p, li, h2, h3, blockquote')]
    .filter((element) => !element.querySelector('p, li'))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every string in a module's exports, with the path it was found at (functions are skipped). */
export function allStrings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => allStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => allStrings(item, path ? `${path}.${key}` : key));
  }
  return [];
}
