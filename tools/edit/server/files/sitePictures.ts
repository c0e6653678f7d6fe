import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { OwnerError } from '#model/load/ownerError.ts';
import { editorText } from '#tools/text/editor.ts';
import { launchText } from '#tools/text/launch.ts';
import { quoted } from '#tools/text/quoted.ts';
import { templateImages } from '../../../check-launch/templateFiles.ts';
import type { EditorHistory } from '../../../history/store.ts';
import type { SitePicture, SitePictureKey } from '../../protocol/answers.ts';
import { checkPath, pathOrNothing } from './paths.ts';
import { checkUpload } from './uploadRules.ts';

/**
 * The site's two fixed pictures, which the first launch needs replaced: the portrait on
 * the home page and the default picture for social networks. The editor takes any photo the
 * article upload takes (the build's rules: type by content, size, pixels, uploadRules.ts), at least
 * as large as the picture the site uses and of about its shape (a portrait stays upright), and
 * stores it cut to exactly that size as a JPEG without camera data (EXIF, GPS), through the history.
 * Each picture's description is a text field of its own (`description`), next to which the editor
 * shows the picture.
 */

const sizes: Record<SitePictureKey, { width: number; height: number; description: SitePicture['description'] }> = {
  portrait: { width: 640, height: 853, description: { file: 'content/texts/home.yaml', field: 'hero.portraitAlt' } },
  socialDefault: {
    width: 1200,
    height: 630,
    description: { file: 'content/settings/site.yaml', field: 'defaultImageAlt' },
  },
};

export const sitePictures: SitePicture[] = templateImages.map(({ file, picture }) => ({
  key: picture,
  file,
  ...sizes[picture],
}));

/** How far the photo's shape may differ from the picture's before the cut would lose too much. */
const shapeTolerance = 0.12;

const sitePictureOf = (key: unknown) => sitePictures.find((picture) => picture.key === key);

/** A refused picture, in one German line naming the picture, what was found and what is allowed. */
export class SitePictureRefused extends OwnerError {}

const nameOf = (picture: SitePicture) => launchText.pictures[picture.key].name;

/** The photo as the site's picture: checked, turned upright, cut to size, JPEG, no camera data. */
async function fitted(picture: SitePicture, bytes: Buffer, sentName: string): Promise<Buffer> {
  const check = await checkUpload(sentName || 'bild.jpg', bytes);
  if (!check.ok) throw new SitePictureRefused([{ field: nameOf(picture), text: check.problem }]);
  const upright = sharp(bytes).rotate();
  const { width = 0, height = 0 } = await sharp(await upright.clone().toBuffer()).metadata();
  const allowed = `erlaubt: ein Foto ${picture.width > picture.height ? 'im Querformat' : 'im Hochformat'} mit mindestens ${picture.width} × ${picture.height} Pixeln`;
  if (width < picture.width || height < picture.height)
    throw new SitePictureRefused([
      { field: nameOf(picture), text: `das Foto hat ${width} × ${height} Pixel – ${allowed}` },
    ]);
  const ratio = width / height / (picture.width / picture.height);
  if (Math.abs(ratio - 1) > shapeTolerance)
    throw new SitePictureRefused([
      {
        field: nameOf(picture),
        text: `das Foto ist ${width > height ? 'im Querformat' : width < height ? 'im Hochformat' : 'quadratisch'} (${width} × ${height} Pixel) – ${allowed}, Seitenverhältnis etwa ${picture.width} : ${picture.height}`,
      },
    ]);
  return upright
    .resize(picture.width, picture.height, { fit: 'cover' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/** The action `replaceSitePicture`: `{ picture: 'portrait', name: 'IMG_1234.JPG', content: base64 }`. */
export async function replaceSitePicture(root: string, history: EditorHistory, params: Record<string, unknown>) {
  const picture = sitePictureOf(params.picture);
  if (!picture || typeof params.content !== 'string') throw new SitePictureRefused([editorText.pathRefused]);
  const bytes = await fitted(picture, Buffer.from(params.content, 'base64'), String(params.name ?? ''));
  const { absolute } = checkPath(root, picture.file, ['sitePicture']);
  const subject = `${editorText.history.subject.image} ${quoted(nameOf(picture))}`;
  await history.change({ kind: 'upload', subject, paths: [picture.file] }, async () => {
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, bytes);
  });
  return { picture: picture.key, width: picture.width, height: picture.height };
}

/** The route the editor shows the two pictures from: `/admin/bild/portrait`, always the file as it is now. */
export const sitePictureRoute = '/admin/bild/';

export function sitePictureFiles(root: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith(sitePictureRoute)) return next();
    const picture = sitePictureOf(url.slice(sitePictureRoute.length));
    // Through the editor's one path rule, as every other read: no link on the way, a plain file only.
    const checked = picture && pathOrNothing(root, picture.file, ['sitePicture']);
    const bytes = checked && (await readFile(checked.absolute).catch(() => undefined));
    if (!bytes) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('Content-Type', 'image/jpeg');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    response.setHeader('Cache-Control', 'no-store');
    response.end(bytes);
  };
}
