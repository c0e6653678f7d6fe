import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPictureOfName, pictureTypeOfName } from '#model/pictures.ts';
import { checkPath, pictureFolder } from './paths.ts';

/**
 * The pictures in the picture folder at their web address (/images/blog/…), as the editor's picture
 * list („Bilder der Artikel“) and its article preview ask for them. Pictures only: a name the path rule takes
 * (server/files/paths.ts: a plain file in the folder, no link, a picture's extension) whose content is that
 * very type (JPEG, PNG, WebP, AVIF by its first bytes). It goes out with its own `Content-Type`,
 * `nosniff` and a policy that lets nothing in it run; any other file there — a web page, an SVG, a
 * link placed by hand — is not served at all, so no page on the editor's origin can come from there.
 */

const headersOf = (type: string, length: number) => ({
  'Content-Type': type,
  'Content-Length': String(length),
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

function notServed(response: ServerResponse) {
  response.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  response.end('Kein Bild unter dieser Adresse.');
}

/** Connect middleware, mounted at the picture folder's web address: `request.url` is `/<name>`. */
export function pictureFiles(root: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notServed(response);
    const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
    let bytes: Buffer | undefined;
    let type: string | undefined;
    try {
      const checked = checkPath(root, `${pictureFolder}/${name}`, ['picture']);
      bytes = await readFile(checked.absolute);
      type = isPictureOfName(name, bytes) ? pictureTypeOfName(name) : undefined;
    } catch {
      type = undefined;
    }
    if (!bytes || !type) return notServed(response);
    response.writeHead(200, headersOf(type, bytes.length));
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
}
