import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { headingLinkAttrs } from '#components/blog/dataAttributes.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { blogCopy as englishBlogCopy } from '#model/copy/en/blog.ts';
import type { Language } from '#model/i18n/language.ts';
import { isSectionHeading } from './headingIds.ts';

/** Lucide's `link` icon (the set components/ui/Icon.tsx draws from), decorative. */
function linkIcon(): Element {
  const path = (d: string): Element => ({ type: 'element', tagName: 'path', properties: { d }, children: [] });
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      viewBox: '0 0 24 24',
      width: 18,
      height: 18,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    children: [
      path('M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71'),
      path('M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'),
    ],
  };
}

/**
 * The links' accessible names in both languages: the articles are rendered in Node, outside the pages'
 * module graph, where the English pass's replacement of copy modules does not reach.
 */
const linkLabels: Record<Language, (heading: string) => string> = {
  de: blogCopy.headingLinkLabel,
  en: englishBlogCopy.headingLinkLabel,
};

/**
 * Puts a link to itself after every `h2`/`h3` that has an id: `<div data-heading="2"><h2 id=…>…</h2>
 * <a href="#id" data-heading-link aria-label="Link zu „…“ kopieren">icon</a></div>`. The link sits
 * beside the heading, not inside it, so the heading's accessible name stays its text. Without
 * script it is a plain `#id` link; components/blog/headingLinks.client.ts makes a click copy it.
 * `language`: the article's (an English article's links are named in English).
 */
export function addHeadingLinks(tree: Root, language: Language = 'de'): void {
  visit(tree, 'element', (node, index, parent) => {
    if (
      !isSectionHeading(node) ||
      typeof node.properties.id !== 'string' ||
      parent === undefined ||
      index === undefined
    )
      return;
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: {
        href: `#${node.properties.id}`,
        [headingLinkAttrs.link]: '',
        ariaLabel: linkLabels[language](textOf(node).trim()),
      },
      children: [linkIcon()],
    };
    const wrapper: Element = {
      type: 'element',
      tagName: 'div',
      properties: { [headingLinkAttrs.heading]: node.tagName.slice(1) },
      children: [node, link],
    };
    parent.children[index] = wrapper;
    return [SKIP, index + 1];
  });
}
