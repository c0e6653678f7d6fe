import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { shown } from '#model/schemas/rules.ts';
import { imageSizeProblem, maxImageBytes } from './imageSize.ts';

/**
 * What an article image may be. The build makes every size and format the page needs from it,
 * so the limits only keep out what it cannot read or what would be unreasonably large: a phone
 * photo (12–50 megapixels, 2–15 MB) passes as it is.
 */
export const imageLimits = {
  /** 50 megapixels, e.g. 8660 × 5774: more than any phone camera's default photo. */
  maxPixels: 50_000_000,
  /** Bytes of the file: 15 MB, as the editor's upload check (tools/edit/server/files/uploadRules.ts). */
  maxBytes: maxImageBytes,
} as const;

/** The types the build reads, by what the file holds (not its name), with the names that fit each. */
const types: Record<string, { name: string; extensions: readonly string[] }> = {
  jpeg: { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  png: { name: 'PNG', extensions: ['.png'] },
  webp: { name: 'WebP', extensions: ['.webp'] },
  avif: { name: 'AVIF', extensions: ['.avif'] },
};

/** sharp names AVIF by its container, HEIF, with AV1 compression; other HEIF (HEIC, from iPhones) it cannot decode. */
const typeName = (metadata: Metadata) =>
  metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;

/** Names of other types sharp recognises, as the owner knows them. */
const otherTypes: Record<string, string> = {
  svg: 'eine SVG-Grafik',
  gif: 'ein GIF-Bild',
  tiff: 'ein TIFF-Bild',
  heif: 'ein HEIF/HEIC-Bild',
  pdf: 'ein PDF',
};

const allowedTypes = 'ein Foto oder Bild als JPEG (.jpg, .jpeg), PNG (.png), WebP (.webp) oder AVIF (.avif)';

/**
 * Why an article image cannot be used, as one German line without the article's name (the build
 * puts article and line before it, the editor's upload check the upload), or `null` when it is fine.
 * Checks what the file holds: a PNG named .jpg is refused like a text named .jpg.
 */
export async function imageProblem(fileName: string, bytes: Buffer): Promise<string | null> {
  const image = `Bild ${shown(fileName)}`;
  const tooLarge = imageSizeProblem(fileName, bytes.length);
  if (tooLarge) return tooLarge;
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const type = metadata === undefined ? undefined : types[typeName(metadata)];
  if (!metadata || !type) {
    const found = (metadata && otherTypes[metadata.format]) ?? 'keine Bilddatei, die der Build lesen kann';
    return `${image} ist ${found} – erlaubt: ${allowedTypes}`;
  }
  const extension = path.extname(fileName).toLowerCase();
  if (!type.extensions.includes(extension)) {
    return `${image} ist dem Inhalt nach ein ${type.name}-Bild, der Name endet aber auf ${shown(extension || 'nichts')} – erlaubt: ${type.extensions.join(' oder ')} für ${type.name}`;
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > imageLimits.maxPixels) {
    return `${image} hat ${width} × ${height} Pixel (${Math.round((width * height) / 1_000_000)} Megapixel) – erlaubt: höchstens ${imageLimits.maxPixels / 1_000_000} Megapixel, z. B. 8000 × 6000`;
  }
  return null;
}
