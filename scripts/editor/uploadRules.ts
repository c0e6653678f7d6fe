import { slugify } from '../../content/slug';
import { editorText } from '../../content/editorText';

/**
 * What the editor accepts as an uploaded picture: a JPEG, PNG, WebP or AVIF file, recognised by
 * its first bytes (a name says nothing: an `.html` renamed `.jpg` stays a web page, and an SVG may
 * carry script), at most `maxUploadBytes` large, under a name made by the project's slug rule with
 * the extension that matches the content. Everything else goes live on the owner's own domain with
 * the next deploy, where the site's `script-src 'self'` would let it run.
 */

export const maxUploadMegabytes = 15;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;

export type ImageType = 'jpg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The picture format of `bytes` by its signature, or undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: a box `ftyp` whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
    for (let at = 8; at + 4 <= size; at += 4) if (at !== 12 && ['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif';
  }
  return undefined;
}

/** A size as the owner reads it: 23,4 MB. */
export const megabytes = (bytes: number) => `${new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

/** The file name the picture is stored under: "Team Foto Übergabe.JPEG" with JPEG content → team-foto-uebergabe.jpg. */
export function safeUploadName(name: string, type: ImageType): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return `${slugify(stem) || 'bild'}.${type}`;
}

export type UploadCheck = { ok: true; name: string } | { ok: false; problem: string };

/** Checks one upload; `name` is its file name as the browser sent it. */
export function checkUpload(name: string, bytes: Uint8Array): UploadCheck {
  const shown = name.split(/[\\/]/).at(-1) || name;
  if (bytes.length > maxUploadBytes) return { ok: false, problem: editorText.upload.tooLarge(shown, megabytes(bytes.length), maxUploadMegabytes) };
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, problem: editorText.upload.notAPicture(shown) };
  return { ok: true, name: safeUploadName(shown, type) };
}
