import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { editorText } from '#tools/text/editor.ts';
import { backupFilePath } from '../../protocol/routes.ts';

/**
 * Who may use the editor's API (`/api/v1`): only the editor page itself. While `npm run edit`
 * runs, every web page open in the owner's browser can send requests to 127.0.0.1; a plain form
 * POST or a `text/plain` fetch needs no CORS permission. So every request must carry
 *  - the secret made at this start of the editor (`X-Editor-Token`), which only the editor page
 *    knows: it is written into /admin/, which other origins cannot read or frame;
 *  - `Origin` exactly `http://localhost:PORT` or `http://127.0.0.1:PORT` (the editor's own port);
 *  - `Content-Type: application/json`, which a form cannot send and fetch only after a preflight.
 * Anything else gets 403 and one German line, before its body is read: nothing written, nothing
 * read. No CORS header is ever sent, so a preflight from another origin fails too.
 */

export const tokenHeader = 'x-editor-token';
export const apiPath = '/api/v1';

/** A new secret for one start of the editor. */
export const makeEditorToken = () => randomBytes(32).toString('base64url');

const sameSecret = (sent: string, token: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why `request` is not from the editor page, or undefined when it is. */
export function refusalOf(request: IncomingMessage, token: string): string | undefined {
  const port = request.socket.localPort;
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const origin = request.headers.origin;
  if (request.method !== 'POST') return `method ${request.method}`;
  if (!origin || !origins.includes(origin)) return `origin ${origin ?? '(none)'}`;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  // A backup file comes as raw bytes (backupRoutes.ts): that type, too, needs a preflight, as JSON does.
  const raw = (request.url ?? '').split('?')[0] === backupFilePath && type === 'application/octet-stream';
  if (type !== 'application/json' && !raw) return `content-type ${type || '(none)'}`;
  const sent = request.headers[tokenHeader];
  if (typeof sent !== 'string' || !sameSecret(sent, token)) return 'secret';
  return undefined;
}

/** Connect middleware in front of every route under /api/v1, whatever its action. */
export function requestGuard(token: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    if (url !== apiPath && !url.startsWith(`${apiPath}/`)) return next();
    const refusal = refusalOf(request, token);
    if (!refusal) return next();
    // The terminal says what was refused (for the developer); the page gets the owner's line.
    console.warn(`Editor: Anfrage an ${apiPath} abgelehnt (${refusal})`);
    response.statusCode = 403;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Connection', 'close');
    response.end(JSON.stringify({ error: editorText.foreignRequest }));
  };
}
