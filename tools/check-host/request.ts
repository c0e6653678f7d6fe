import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { destination } from './connectTo.ts';
import { explain, HostError } from './netErrors.ts';

/** One answer of the host, not following redirects; the body decoded (text). */
export interface Answer {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Over HTTPS: when the server's certificate expires. */
  certificateExpires?: Date;
}

const timeoutMs = 10_000;
const maxBody = 8 * 1024 * 1024;

/** A header's value (repeated headers joined with ", "), or undefined. */
export function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** How to ask: GET unless told otherwise; the form check also sends preflights (OPTIONS) and a POST. */
export interface RequestOptions {
  acceptEncoding?: string;
  readBody?: boolean;
  method?: string;
  /** Further request headers (lowercase names). */
  headers?: Record<string, string>;
  body?: string;
}

/**
 * GETs `target` (Accept-Encoding: Brotli and gzip unless told otherwise). Certificates are always
 * checked (`rejectUnauthorized: true` even if NODE_TLS_REJECT_UNAUTHORIZED says otherwise); a
 * failure becomes a HostError with a German message.
 */
export function get(target: string | URL, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Answer> {
  return send(target, options);
}

/** One request of any method, with `get`'s guarantees (certificates checked, German errors). */
export function send(
  target: string | URL,
  { acceptEncoding = 'br, gzip', readBody = true, method = 'GET', headers = {}, body }: RequestOptions = {},
): Promise<Answer> {
  const url = new URL(target);
  const secure = url.protocol === 'https:';
  const to = destination(url.hostname, Number(url.port || (secure ? 443 : 80)));
  const options: https.RequestOptions = {
    host: to.host,
    port: to.port,
    path: `${url.pathname}${url.search}`,
    method,
    headers: {
      host: url.host,
      'accept-encoding': acceptEncoding,
      'user-agent': 'check-host (npm run check:host)',
      ...headers,
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
    },
    agent: false,
    ...(secure ? { rejectUnauthorized: true, ...(isIP(url.hostname) ? {} : { servername: url.hostname }) } : {}),
  };
  return new Promise<Answer>((resolve, reject) => {
    const fail = (error: unknown) => reject(new HostError(explain(error, url), error));
    const request = (secure ? https : http).request(options, (response) => {
      const validTo = secure ? (response.socket as TLSSocket).getPeerCertificate().valid_to : undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (readBody && size <= maxBody) chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        const encoding = response.headers['content-encoding']?.trim().toLowerCase();
        let body = '';
        try {
          if (readBody && size <= maxBody) body = decode(Buffer.concat(chunks), encoding);
        } catch {
          return reject(
            new HostError(`${url.href} ist als „${encoding}“ gekennzeichnet, lässt sich aber nicht entpacken.`),
          );
        }
        resolve({
          url,
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          ...(validTo ? { certificateExpires: new Date(validTo) } : {}),
        });
      });
    });
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', fail);
    request.end(body);
  });
}
