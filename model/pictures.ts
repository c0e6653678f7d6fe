/**
 * The picture types the site publishes and the editor accepts and serves: JPEG, PNG, WebP and
 * AVIF, recognised by their first bytes (a name says nothing: an `.html` renamed `.jpg` stays a web
 * page, and an SVG may carry script), with the media type of each extension.
 */

/** The media type of each picture extension. */
export const pictureTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The media type a file name's extension stands for, or undefined when it names no picture. */
export const pictureTypeOfName = (name: string): string | undefined =>
  name.includes('.') ? pictureTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] : undefined;

export type ImageType = 'jpg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The major and compatible brands of an ISO base media file (its first box, `ftyp`); none for other files. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
  const brands: string[] = [];
  // The four bytes at 12 are the minor version, not a brand.
  for (let at = 8; at + 4 <= size; at += 4) if (at !== 12) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The picture format of `bytes` by its signature, or undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (brandsOf(bytes).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  return undefined;
}

/** HEIF pictures with HEVC compression (HEIC): what an iPhone takes by default („High Efficiency“). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * Whether `bytes` are a HEIC photo. Browsers other than Safari cannot show one, and the image
 * library the build uses reads only the AV1 kind of HEIF (AVIF), so such a photo is refused with
 * the way to a JPEG rather than converted.
 */
export const isHeic = (bytes: Uint8Array): boolean =>
  imageTypeOf(bytes) === undefined && brandsOf(bytes).some((brand) => heicBrands.has(brand));

/** Whether `bytes` are the very picture type that `name`'s extension says (a JPEG named .jpg, not .png). */
export const isPictureOfName = (name: string, bytes: Uint8Array): boolean => {
  const found = imageTypeOf(bytes);
  return found !== undefined && pictureTypes[found] === pictureTypeOfName(name);
};
