import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import sharp, { type Sharp } from 'sharp';
import { visit } from 'unist-util-visit';
import { articleCollection } from '#model/collections.ts';
import { devServerText } from '#model/copy/devServerText.ts';
import { type Problem, problemLine } from '#model/load/ownerError.ts';
import { shown } from '#model/schemas/rules.ts';
import { type CachedPicture, readCachedPicture, writeCachedPicture } from './imageCache.ts';
import { imageProblem } from './imageLimits.ts';
import { type Picture, pictureElement } from './pictureElement.ts';

/** How an article's Markdown names its images: `![Beschreibung](/images/blog/name.jpg)`. */
export const articleImagePath = `${articleCollection.imagesAddress}/`;

/** The widths made for the article column (1600 for its width on sharp screens), never above the original's. */
export const imageWidths = [480, 800, 1200, 1600] as const;

/** Every file made so far, by path: the build writes them all (contentPlugin.ts), the dev server serves them. */
export const imageFiles = new Map<string, Buffer>();
const made = new Map<string, Promise<Picture>>();

/** Where the Markdown address of an image points in the images folder, or undefined when elsewhere. */
export function imageFile(url: string, imagesDir: string): string | undefined {
  if (!url.startsWith(articleImagePath)) return undefined;
  const name = decodeURI(url.slice(articleImagePath.length));
  return name === '' || name.includes('/') || name.includes('\\') ? undefined : path.join(imagesDir, name);
}

/**
 * The encoders' settings; with the libraries' versions part of the cache key (other settings, other
 * files). The portrait's variants (siteImagetools.ts) are held to the same AVIF effort.
 */
export const encoderSettings = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 78 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

/**
 * The variants of one image: oriented upright, converted to sRGB, every metadata block dropped
 * (EXIF with GPS position and camera, XMP, IPTC, ICC), as AVIF, WebP and JPEG (PNG where it has
 * transparency). Named by a hash of their bytes, so the same original always gives the same files.
 */
async function makePicture(name: string, bytes: Buffer): Promise<CachedPicture<Picture>> {
  const { autoOrient, hasAlpha } = await sharp(bytes).metadata();
  const widths: number[] = imageWidths.filter((w) => w < autoOrient.width);
  if (widths.length < imageWidths.length) widths.push(Math.min(autoOrient.width, imageWidths.at(-1)!));
  const encoders = [
    { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif(encoderSettings.avif) },
    { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp(encoderSettings.webp) },
    hasAlpha
      ? { ext: 'png', type: 'image/png', encode: (image: Sharp) => image.png(encoderSettings.png) }
      : { ext: 'jpg', type: 'image/jpeg', encode: (image: Sharp) => image.jpeg(encoderSettings.jpeg) },
  ];
  const base = name.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9-]+/g, '-') || 'bild';
  const files = new Map<string, Buffer>();
  const formats = await Promise.all(
    encoders.map(async ({ ext, type, encode }) => ({
      type,
      variants: await Promise.all(
        widths.map(async (w) => {
          // sharp writes no metadata unless asked to (withMetadata), and converts to sRGB.
          const { data, info } = await encode(
            sharp(bytes).autoOrient().resize({ width: w }).toColourspace('srgb'),
          ).toBuffer({ resolveWithObject: true });
          const fileName = `assets/blog/${base}-${w}.${createHash('sha256').update(data).digest('hex').slice(0, 10)}.${ext}`;
          files.set(fileName, data);
          return { fileName, width: info.width, height: info.height };
        }),
      ),
    })),
  );
  const largest = formats[0]!.variants.at(-1)!;
  return { description: { width: largest.width, height: largest.height, formats }, files };
}

const fileNames = (picture: Picture) =>
  picture.formats.flatMap((format) => format.variants.map((variant) => variant.fileName));

/** The picture of an image file: made once per content and settings, kept for later builds (imageCache.ts). */
function pictureOf(name: string, bytes: Buffer): Promise<Picture> {
  const key = createHash('sha256')
    .update(JSON.stringify([name, encoderSettings, imageWidths, sharp.versions]))
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
  let picture = made.get(key);
  if (!picture) {
    picture = (async () => {
      let result = readCachedPicture(key, fileNames);
      if (!result) {
        result = await makePicture(name, bytes);
        writeCachedPicture(key, result);
      }
      for (const [fileName, data] of result.files) imageFiles.set(fileName, data);
      return result.description;
    })();
    made.set(key, picture);
  }
  return picture;
}

/**
 * Makes a picture's web sizes ahead of its first use, as the pages will ask for them (the editor
 * starts this right after an upload, so the article's next save, which checks the article with the
 * build's loader, finds them made). A picture the build would refuse is left to that check.
 */
export async function preparePicture(name: string, bytes: Buffer): Promise<void> {
  if (await imageProblem(name, bytes)) return;
  await pictureOf(name, bytes).catch(() => undefined);
}

/**
 * What a missing image of the images folder does: the build refuses it (bodyRules.ts); the dev
 * server (the owner's preview while editing) shows a placeholder with a German note in its place,
 * so one deleted picture does not take every page that lists the article down with it.
 */
export type MissingImages = 'refuse' | 'placeholder';

/** The placeholder for a missing image: a highlighted note that names the file and what to do. */
function missingImageNote(source: string): Element {
  const note = devServerText.missingImage.replace('{name}', path.basename(source));
  return {
    type: 'element',
    tagName: 'mark',
    properties: { dataMissingImage: path.basename(source) },
    children: [{ type: 'text', value: note }],
  };
}

/**
 * Turns every image of an article body into a `<picture>` of web-ready variants. Returns one
 * problem (at its file and line) per image the build cannot use (imageLimits.ts); images
 * outside the images folder or missing are bodyRules.ts's to report (or, with `missing` set to
 * 'placeholder', a missing one becomes a note).
 */
export async function pictureImages(
  file: string,
  tree: Root,
  imagesDir: string,
  missing: MissingImages = 'refuse',
): Promise<Problem[]> {
  const images: { image: Element; parent: Element | Root; source: string }[] = [];
  visit(tree, 'element', (node, _index, parent) => {
    const source = node.tagName === 'img' && parent ? imageFile(String(node.properties.src), imagesDir) : undefined;
    if (!source || !parent) return;
    if (existsSync(source)) images.push({ image: node, parent, source });
    else if (missing === 'placeholder') parent.children[parent.children.indexOf(node)] = missingImageNote(source);
  });
  const problems: Problem[] = [];
  await Promise.all(
    images.map(async ({ image, parent, source }) => {
      const bytes = readFileSync(source);
      const name = path.basename(source);
      const line = image.position?.start.line;
      const at = { file, ...(line ? { line } : {}) };
      const problem = await imageProblem(name, bytes);
      if (problem) return void problems.push({ ...at, text: problem });
      // The limits read only the file's header; a file cut off after it fails here.
      const picture = await pictureOf(name, bytes).catch(() => undefined);
      if (!picture)
        return void problems.push({
          ...at,
          text: `Bild ${shown(name)} ist beschädigt oder unvollständig – erlaubt: ein vollständiges Bild; es noch einmal speichern oder hochladen`,
        });
      parent.children[parent.children.indexOf(image)] = pictureElement(image, picture);
    }),
  );
  return problems.sort((a, b) => problemLine(a).localeCompare(problemLine(b), 'en', { numeric: true }));
}
