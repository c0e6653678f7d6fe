import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import sharp, { type Sharp } from 'sharp';
import { visit } from 'unist-util-visit';
import { imageProblem } from './imageLimits';

/** How an article's Markdown names its images: `![Beschreibung](/images/blog/name.jpg)`. */
export const articleImagePath = '/images/blog/';

/** The widths made for the article column (1600 for its width on sharp screens), never above the original's. */
export const imageWidths = [480, 800, 1200, 1600] as const;

/**
 * The article column's width, for the browser to pick a width before it lays out the page:
 * at most 44rem of text (Prose.tsx: 68ch of body text, measured 694 px), else the screen less
 * its gutters (2 × 1.25–2 rem).
 */
export const imageSizes = '(min-width: 48rem) 44rem, calc(100vw - 2.5rem)';

/** One file the build writes for an article image (path in the upload folder, content). */
export interface ImageFile {
  fileName: string;
  bytes: Buffer;
}

interface Variant extends ImageFile {
  width: number;
  height: number;
}

/** An image made ready for the web: its variants by MIME type, smallest first; the fallback type last. */
interface Picture {
  width: number;
  height: number;
  formats: { type: string; variants: Variant[] }[];
}

/** Every file made so far, by path: the build writes them all (articlesPlugin.ts), the dev server serves them. */
export const imageFiles = new Map<string, Buffer>();
const made = new Map<string, Promise<Picture>>();

/** Where the Markdown address of an image points in the images folder, or undefined when elsewhere. */
export function imageFile(url: string, imagesDir: string): string | undefined {
  if (!url.startsWith(articleImagePath)) return undefined;
  const name = decodeURI(url.slice(articleImagePath.length));
  return name === '' || name.includes('/') || name.includes('\\') ? undefined : path.join(imagesDir, name);
}

/**
 * The variants of one image: oriented upright, converted to sRGB, every metadata block dropped
 * (EXIF with GPS position and camera, XMP, IPTC, ICC), as AVIF, WebP and JPEG (PNG where it has
 * transparency). Named by a hash of their bytes, so the same original always gives the same files.
 */
async function makePicture(name: string, bytes: Buffer): Promise<Picture> {
  const { autoOrient, hasAlpha } = await sharp(bytes).metadata();
  const { width } = autoOrient;
  const widths: number[] = imageWidths.filter((w) => w < width);
  if (widths.length < imageWidths.length) widths.push(Math.min(width, imageWidths.at(-1)!));
  const fallback = hasAlpha ? { ext: 'png', type: 'image/png' } : { ext: 'jpg', type: 'image/jpeg' };
  const encoders = [
    { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 4 }) },
    { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
    { ...fallback, encode: (image: Sharp) => (hasAlpha ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 78, mozjpeg: true })) },
  ];
  const base = name.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9-]+/g, '-') || 'bild';
  const formats = await Promise.all(
    encoders.map(async ({ ext, type, encode }) => {
      const variants = await Promise.all(
        widths.map(async (w) => {
          // sharp writes no metadata unless asked to (withMetadata), and converts to sRGB.
          const { data, info } = await encode(sharp(bytes).autoOrient().resize({ width: w }).toColourspace('srgb')).toBuffer({ resolveWithObject: true });
          const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
          return { fileName: `assets/blog/${base}-${w}.${hash}.${ext}`, bytes: data, width: info.width, height: info.height };
        }),
      );
      for (const variant of variants) imageFiles.set(variant.fileName, variant.bytes);
      return { type, variants };
    }),
  );
  const largest = formats[0]!.variants.at(-1)!;
  return { width: largest.width, height: largest.height, formats };
}

/** The picture of an image file, made once per content (the dev server renders articles often). */
function pictureOf(name: string, bytes: Buffer): Promise<Picture> {
  const key = createHash('sha256').update(name).update('\0').update(bytes).digest('hex');
  let picture = made.get(key);
  if (!picture) {
    picture = makePicture(name, bytes);
    made.set(key, picture);
  }
  return picture;
}

const srcset = (variants: readonly Variant[]) => variants.map((variant) => `/${variant.fileName} ${variant.width}w`).join(', ');

/** `<picture>` with a `<source>` per modern format and the fallback `<img>`, sized, loaded lazily. */
function pictureElement(image: Element, picture: Picture): Element {
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
    properties: { ...image.properties, src: `/${fallback.at(-1)!.fileName}`, srcSet: srcset(fallback), ...size, loading: 'lazy', decoding: 'async' },
  };
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, img] };
}

/**
 * Turns every image of an article body into a `<picture>` of web-ready variants. Returns one
 * German line ("<file>, Zeile <n>: …") per image the build cannot use (imageLimits.ts); images
 * outside the images folder or missing are bodyRules.ts's to report.
 */
export async function pictureImages(file: string, tree: Root, imagesDir: string): Promise<string[]> {
  const images: { image: Element; parent: Element | Root; source: string }[] = [];
  visit(tree, 'element', (node, _index, parent) => {
    const source = node.tagName === 'img' && parent ? imageFile(String(node.properties.src), imagesDir) : undefined;
    if (source && parent && existsSync(source)) images.push({ image: node, parent, source });
  });
  const problems: string[] = [];
  await Promise.all(
    images.map(async ({ image, parent, source }) => {
      const bytes = readFileSync(source);
      const problem = await imageProblem(path.basename(source), bytes);
      if (problem) {
        problems.push(`${file}, Zeile ${image.position?.start.line ?? '?'}: ${problem}`);
        return;
      }
      const picture = pictureElement(image, await pictureOf(path.basename(source), bytes));
      parent.children[parent.children.indexOf(image)] = picture;
    }),
  );
  return problems.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
