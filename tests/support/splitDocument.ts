import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server in front of `upstream` that sends each page in two parts: up to the end of its `<h1>`,
 * then, `pause` ms later, the rest — as a phone on a slow network receives it. Chromium paints the
 * first part on its own, so whatever the rest adds must not move what is already on screen.
 * Everything else is passed through unchanged. Binds 127.0.0.1 only.
 */
export async function splitDocumentServer(upstream: string, pause = 800) {
  const server = http.createServer(async (request, response) => {
    try {
      const answer = await fetch(new URL(request.url ?? '/', upstream), { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
      const html = type.startsWith('text/html') ? body.toString('utf8') : undefined;
      const cut = html ? html.indexOf('</h1>') + '</h1>'.length : -1;
      if (!html || cut < '</h1>'.length) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, pause));
      response.end(html.slice(cut));
    } catch {
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Also the connections the browser keeps open (a request still in flight, keep-alive): `close`
    // alone waits for them, and a test's cleanup hung for its whole timeout.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
