import type { Element, ElementContent, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { headingLinkAttrs } from '#components/blog/dataAttributes.ts';
import { partSizeProperties } from '#components/blog/partSize.ts';

const startsPart = (node: ElementContent): boolean =>
  node.type === 'element' && node.tagName === 'div' && node.properties[headingLinkAttrs.heading] === '2';

/** The sum of the height-to-width ratios of a part's pictures (those with both sizes, as the build writes them). */
function pictureRatios(part: Element): number {
  let ratios = 0;
  visit(part, 'element', (node) => {
    const width = Number(node.properties.width);
    const height = Number(node.properties.height);
    if (node.tagName === 'img' && width > 0 && height > 0) ratios += height / width;
  });
  return ratios;
}

/**
 * Wraps each `h2` (as wrapped by addHeadingLinks) and everything after it up to the next `h2` in a
 * `<section>`, which components/blog/Prose.tsx lets the browser lay out only near the screen. The
 * text before the first `h2` stays as it is. Unnamed, a `<section>` is no landmark: screen readers
 * meet the same headings as before. Each part carries its length (characters, pictures), from
 * which the page's CSS estimates its height until it is laid out (components/blog/partSize.ts).
 */
export function groupParts(tree: Root): void {
  const children: Root['children'] = [];
  const parts: Element[] = [];
  let part: Element | undefined;
  for (const node of tree.children) {
    if (node.type === 'doctype') {
      children.push(node);
      continue;
    }
    if (startsPart(node)) {
      part = { type: 'element', tagName: 'section', properties: {}, children: [] };
      parts.push(part);
      children.push(part);
    }
    (part ? part.children : children).push(node);
  }
  for (const each of parts) each.properties.style = partSizeProperties(textOf(each).length, pictureRatios(each));
  tree.children = children;
}
