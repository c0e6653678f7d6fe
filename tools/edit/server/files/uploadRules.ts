import { imageLimits, imageProblem } from '#integrations/articles/imageLimits.ts';
import { type ImageType, imageTypeOf, isHeic } from '#model/pictures.ts';
import { editorText } from '#tools/text/editor.ts';
import { uploadName } from '../../protocol/uploadName.ts';

/**
 * What the editor accepts as an uploaded picture: a JPEG, PNG, WebP or AVIF file, recognised by
 * its first bytes (a name says nothing: an `.html` renamed `.jpg` stays a web page, and an SVG may
 * carry script), at most as large as the build allows, under a name made by the project's slug rule with
 * the extension that matches the content. Everything else goes live on the owner's own domain with
 * the next deploy, where the site's `script-src 'self'` would let it run.
 */

export const maxUploadBytes = imageLimits.maxBytes;

export { type ImageType, imageTypeOf };

/** The file name the picture is stored under: "Team Foto Übergabe.JPEG" with JPEG content → team-foto-uebergabe.jpg. */
export const safeUploadName = (name: string, type: ImageType): string => uploadName(name, type);

export type UploadCheck = { ok: true; name: string } | { ok: false; problem: string };

/** The picture's name as sent, with the extension that matches its content ("Foto.PNG" with JPEG data → "Foto.jpg"). */
const withExtension = (name: string, type: ImageType) =>
  `${name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name}.${type}`;

/**
 * Checks one upload; `name` is its file name as the browser sent it. The build's own rules for
 * article pictures decide (integrations/articles/imageLimits.ts: type by content, size, pixels), so the
 * editor refuses exactly what the build would refuse, in the same words; a picture whose name does
 * not fit its content is stored under a name that does.
 */
export async function checkUpload(name: string, bytes: Uint8Array): Promise<UploadCheck> {
  const shown = name.split(/[\\/]/).at(-1) || name;
  // An iPhone's photo: said so, with the way to a JPEG (the build's words would only say what is allowed).
  if (isHeic(bytes)) return { ok: false, problem: editorText.upload.heic(shown) };
  const type = imageTypeOf(bytes);
  const problem = await imageProblem(
    type ? withExtension(shown, type) : shown,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (problem) return { ok: false, problem };
  // The build reads more than these four (it would take a GIF); the site publishes only these.
  if (!type)
    return { ok: false, problem: `Bild „${shown}“ – erlaubt: ein Foto oder Bild als JPEG, PNG, WebP oder AVIF` };
  return { ok: true, name: safeUploadName(shown, type) };
}
