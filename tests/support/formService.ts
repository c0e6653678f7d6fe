import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { TestCertificate } from './tlsHosts.ts';

/** A POST the stand-in received: path, the headers that matter and the JSON body. */
export interface ReceivedPost {
  path: string;
  origin: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  body: unknown;
}

export interface FormService {
  posts: ReceivedPost[];
  stop: () => Promise<void>;
}

export interface FormServiceOptions {
  port: number;
  /** Over HTTPS with this certificate; plain HTTP without. */
  certificate?: TestCertificate;
  /** The site whose requests the service's forms accept (CORS). */
  siteOrigin: string;
  /** Forms that accept the site's requests, e.g. /f/ok. */
  forms: string[];
  /** Forms set up for another website: the service rejects the site's origin. */
  foreign?: string[];
}

/**
 * A stand-in for a hosted form service (as Formspree answers) on 127.0.0.1: its forms answer the
 * preflight with CORS headers for their website, take JSON POSTs and answer JSON; a form set up for
 * another website names that one in Access-Control-Allow-Origin and refuses the POST (403); any
 * other address is 404.
 */
export async function startFormService(options: FormServiceOptions): Promise<FormService> {
  const posts: ReceivedPost[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const own = options.forms.includes(path);
    const foreign = options.foreign?.includes(path) ?? false;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (!own && !foreign) return json(404, { error: 'Form not found' });
    const cors = {
      'Access-Control-Allow-Origin': own ? options.siteOrigin : 'https://andere-website.test',
      Vary: 'Origin',
    };
    if (request.method === 'OPTIONS')
      return response
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
        })
        .end();
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><title>Formular</title>');
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      posts.push({
        path,
        origin: request.headers.origin,
        contentType: request.headers['content-type'],
        accept: request.headers.accept,
        body: JSON.parse(text || 'null'),
      });
      if (foreign) return json(403, { error: 'Form not allowed on this domain' }, cors);
      json(200, { ok: true, next: '/thanks' }, cors);
    });
  };
  const server = options.certificate
    ? https.createServer(
        { cert: readFileSync(options.certificate.certFile), key: readFileSync(options.certificate.keyFile) },
        handle,
      )
    : http.createServer(handle);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, '127.0.0.1', resolve));
  return {
    posts,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
