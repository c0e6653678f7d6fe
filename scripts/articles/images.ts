import path from 'node:path';
import type { Element, Root } from 'hast';
import sharp from 'sharp';
import { visit } from 'unist-util-visit';

/**
 * Gives every image of an article body its pixel size (so the page does not shift while it loads)
 * and lets the browser load it lazily. Sources were checked to lie in `public/` (bodyRules.ts).
 */
export async function sizeImages(tree: Root, publicDir: string): Promise<void> {
  const images: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'img') images.push(node);
  });
  await Promise.all(
    images.map(async (image) => {
      const { width, height } = await sharp(path.join(publicDir, decodeURI(String(image.properties.src)))).metadata();
      Object.assign(image.properties, { width, height, loading: 'lazy', decoding: 'async' });
    }),
  );
}
