import type { Beacon } from './providers/adapter.ts';

/**
 * Sends one request from the page itself: no cookies either way (`credentials: 'omit'`), no
 * Referer header (the request names the page itself, without query string), delivered even when
 * the visitor leaves the page (`keepalive`). A body goes as `text/plain`, which needs no CORS
 * preflight; the answer is never read (`no-cors`), and a failure stays silent.
 */
export function send({ url, body }: Beacon): void {
  fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && { body, headers: { 'Content-Type': 'text/plain' } }),
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  }).catch(() => undefined);
}
