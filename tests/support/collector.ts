import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testCertificate } from './tlsHosts.ts';

/** One request as the collector received it. */
export interface CollectedRequest {
  method: string;
  /** Path and query string, e.g. `/matomo.php?idsite=7&…`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Collector {
  origin: string;
  requests: CollectedRequest[];
  stop: () => Promise<void>;
}

/**
 * A stand-in for a Matomo or Plausible server on 127.0.0.1 that records every request. It answers
 * CORS preflights as those servers do, and tries to set a cookie with every answer, which the
 * page must neither keep nor send back. Over HTTPS, as the settings require of an analytics
 * endpoint, with a throwaway certificate: the browser's context must ignore certificate errors.
 */
export async function startCollector(): Promise<Collector> {
  const requests: CollectedRequest[] = [];
  const { certFile, keyFile } = await testCertificate(mkdtempSync(path.join(tmpdir(), 'collector-')), ['127.0.0.1']);
  const tls = { cert: readFileSync(certFile), key: readFileSync(keyFile) };
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        });
      } else {
        // Matomo answers send_image=0 with 204, Plausible's Events API with 202.
        response.writeHead(request.url?.startsWith('/api/event') ? 202 : 204, {
          ...cors,
          'Set-Cookie': 'collector=1; Path=/; SameSite=Lax',
        });
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
