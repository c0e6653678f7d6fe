import type { Element, ElementContent, Root } from 'hast';
import { headingLinkAttrs } from '#components/blog/dataAttributes';

const startsPart = (node: ElementContent): boolean =>
  node.type === 'element' && node.tagName === 'div' && node.properties[headingLinkAttrs.heading] === '2';

/**
 * Wraps each `h2` (as wrapped by addHeadingLinks) and everything after it up to the next `h2` in a
 * `<section>`, which components/blog/Prose.tsx lets the browser lay out only near the screen. The
 * text before the first `h2` stays as it is. Unnamed, a `<section>` is no landmark: screen readers
 * meet the same headings as before.
 */
export function groupParts(tree: Root): void {
  const children: Root['children'] = [];
  let part: Element | undefined;
  for (const node of tree.children) {
    if (node.type === 'doctype') {
      children.push(node);
      continue;
    }
    if (startsPart(node)) {
      part = { type: 'element', tagName: 'section', properties: {}, children: [] };
      children.push(part);
    }
    (part ? part.children : children).push(node);
  }
  tree.children = children;
}
