import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { blogCopy } from '../../content/blog';
import { iconHref } from '../generatedAssets';
import { isSectionHeading } from './headingIds';

/** The `link` icon of the site's icon sprite, decorative. */
function linkIcon(): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: { width: 18, height: 18, strokeWidth: '2', ariaHidden: 'true' },
    children: [{ type: 'element', tagName: 'use', properties: { href: iconHref('link') }, children: [] }],
  };
}

/**
 * Puts a link to itself after every `h2`/`h3` that has an id: `<div data-heading="2"><h2 id=…>…</h2>
 * <a href="#id" data-heading-link aria-label="Link zu „…“ kopieren">icon</a></div>`. The link sits
 * beside the heading, not inside it, so the heading's accessible name stays its text. Without
 * script it is a plain `#id` link; components/blog/headingLinks.client.ts makes a click copy it.
 */
export function addHeadingLinks(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!isSectionHeading(node) || typeof node.properties.id !== 'string' || parent === undefined || index === undefined) return;
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${node.properties.id}`, dataHeadingLink: '', ariaLabel: blogCopy.headingLinkLabel(textOf(node).trim()) },
      children: [linkIcon()],
    };
    const wrapper: Element = {
      type: 'element',
      tagName: 'div',
      properties: { dataHeading: node.tagName.slice(1) },
      children: [node, link],
    };
    parent.children[index] = wrapper;
    return [SKIP, index + 1];
  });
}
