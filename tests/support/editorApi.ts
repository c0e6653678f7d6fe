import { request as httpRequest } from 'node:http';
import sharp from 'sharp';

/**
 * The editor's API called from Node exactly as the editor page calls it: its own origin, this
 * start's secret (read from /admin/, as a script inside the page could), JSON. What a script in
 * the page can do, these calls can do, so the server's own checks are what the tests meet.
 */
export interface EditorApi {
  call: (action: string, params: Record<string, unknown>) => Promise<{ status: number; body: { error?: string } }>;
  headers: Record<string, string>;
}

export async function editorApi(origin: string): Promise<EditorApi> {
  const page = await (await fetch(`${origin}/admin/`)).text();
  const token = /<meta name="editor-token" content="([^"]+)">/.exec(page)?.[1] ?? '';
  if (token.length < 30) throw new Error('no editor token in /admin/');
  const headers = { Origin: origin, 'Content-Type': 'application/json', 'X-Editor-Token': token };
  return {
    headers,
    call: async (action, params) => {
      const response = await fetch(`${origin}/api/v1`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ action, params }),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as { error?: string } };
    },
  };
}

/** A real JPEG whose comment holds a script: a picture by its first bytes, a web page by its name. */
export async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from('<html><script>alert(document.domain)</script></html>');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * A POST with a `Content-Length` of `declared` bytes that sends only `sent` bytes (chunked when
 * `declared` is undefined, until `sent` bytes are out or the server answers). Resolves to the
 * status and how long the answer took; `timeout` when the server waits for more (it read on).
 */
export function oversizedPost(
  url: string,
  headers: Record<string, string>,
  { declared, sent, timeoutMs }: { declared?: number; sent: number; timeoutMs: number },
): Promise<{ status: number | 'timeout' | 'reset'; ms: number; written: number; body: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let written = 0;
    let settled = false;
    const done = (status: number | 'timeout' | 'reset', body = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ status, ms: Date.now() - started, written, body });
    };
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, ...(declared === undefined ? {} : { 'Content-Length': String(declared) }) },
    });
    const timer = setTimeout(() => done('timeout'), timeoutMs);
    request.on('response', (response) => {
      // The answer's first bytes, for a failure's message; the connection may end before the rest.
      let body = '';
      const status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done(status, body));
      response.on('error', () => done(status, body));
      setTimeout(() => done(status, body), 2000);
    });
    request.on('error', () => done('reset'));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!settled && written < sent) {
        const piece = chunk.subarray(0, Math.min(chunk.length, sent - written));
        written += piece.length;
        if (!request.write(piece)) return request.once('drain', pump);
      }
      if (!settled && declared === undefined) request.end();
    };
    request.write('{"action":"persistMedia","params":{"asset":{"content":"');
    pump();
  });
}
