import type { IncomingMessage } from 'node:http';

/**
 * Whether `request` comes from another web page than the server's own, by the header the browser
 * sets and no page can change (`Sec-Fetch-Site`). `same-site` counts as another site too: sites
 * ignore the port, so for a server on localhost or 127.0.0.1 a "same site" is any other program's
 * page on this computer (another dev server, a page a tool opened). `same-origin`, `none` (typed,
 * bookmarked) and no header (a program, not a browser) are the server's own.
 */
export function fromAnotherSite(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** Whether `request` opens a page in the browser's window itself (a link followed, an address opened). */
export function isTopLevelVisit(request: IncomingMessage): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    request.headers['sec-fetch-dest'] === 'document'
  );
}
