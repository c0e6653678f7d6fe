import type { Block, Inline, LegalPage } from '../types.ts';

/**
 * A citation never breaks between its sign and its number: "§ 5", "Art. 6", "Abs. 1", "lit. a",
 * "Z 7", "Nr. 302" keep a non-breaking space (U+00A0), as Austrian typography asks.
 */
export const citation = /(§§?|Art\.|Abs\.|lit\.|\bZ|Nr\.) (?=[\dIVX]|[a-z]\b)/g;

export const keepTogether = (text: string): string => text.replace(citation, '$1\u00A0');

const inline = (part: Inline): Inline =>
  typeof part === 'string' ? keepTogether(part) : { ...part, text: keepTogether(part.text) };

function block(item: Block): Block {
  switch (item.type) {
    case 'p':
      return { ...item, content: item.content.map(inline) };
    case 'list':
      return { ...item, items: item.items.map((entry) => entry.map(inline)) };
    case 'facts':
      return {
        ...item,
        items: item.items.map((fact) => ({ term: keepTogether(fact.term), value: fact.value.map(inline) })),
      };
  }
}

/** A legal page with every citation of its visible text kept together (ids and links unchanged). */
export function withCitationsKeptTogether(page: LegalPage): LegalPage {
  return {
    ...page,
    title: keepTogether(page.title),
    description: keepTogether(page.description),
    intro: page.intro === undefined ? undefined : keepTogether(page.intro),
    sections: page.sections.map((section) => ({
      ...section,
      heading: keepTogether(section.heading),
      blocks: section.blocks.map(block),
      subsections: section.subsections?.map((sub) => ({
        heading: keepTogether(sub.heading),
        blocks: sub.blocks.map(block),
      })),
    })),
  };
}
