import type { Element, ElementContent } from 'hast';

/** One file of an image in one format and width. */
export interface Variant {
  fileName: string;
  width: number;
  height: number;
}

/** An image made ready for the web: its variants by MIME type, smallest first; the fallback type last. */
export interface Picture {
  width: number;
  height: number;
  formats: { type: string; variants: Variant[] }[];
}

/**
 * The article column's width, for the browser to pick a file before it lays out the page:
 * 44rem (704 px, measured from 768 px screens up; Prose.tsx's 68ch), else the screen less its
 * gutters (2 × 1.25–2 rem; measured 350 px at 390).
 */
export const imageSizes = '(min-width: 48rem) 44rem, calc(100vw - 2.5rem)';

const srcset = (variants: readonly Variant[]) =>
  variants.map((variant) => `/${variant.fileName} ${variant.width}w`).join(', ');

/** `<picture>` with a `<source>` per modern format and the fallback `<img>`, sized, loaded lazily. */
export function pictureElement(image: Element, picture: Picture): Element {
  const size = { width: picture.width, height: picture.height, sizes: imageSizes };
  const sources: ElementContent[] = picture.formats.slice(0, -1).map(({ type, variants }) => ({
    type: 'element',
    tagName: 'source',
    properties: { type, srcSet: srcset(variants), ...size },
    children: [],
  }));
  const fallback = picture.formats.at(-1)!.variants;
  const img: Element = {
    ...image,
    properties: {
      ...image.properties,
      src: `/${fallback.at(-1)!.fileName}`,
      srcSet: srcset(fallback),
      ...size,
      loading: 'lazy',
      decoding: 'async',
    },
  };
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, img] };
}
