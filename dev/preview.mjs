// Serves dist/client the way an ordinary static host does: clean URLs from `.html` files without
// redirects, the build's Brotli copies (`.br`) to browsers that accept them and everything else
// gzip-compressed, and 404.html with status 404 for anything else (en/404.html under /en/, where the
// build has the English pages, as the hosting kit answers).
// Usage: `npm run preview [-- --port N] [--http2] [--root DIR]`. With --http2 it serves HTTPS and HTTP/2,
// as production hosts do, with a throwaway self-signed certificate (browsers need
// --ignore-certificate-errors); the Lighthouse audit uses it. --root serves another built site (the
// audit's previous release and floor page) instead of dist/client.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { distDir } from '#integrations/distDir.mjs';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > -1 ? path.resolve(process.argv[rootArg + 1]) : path.join(distDir(), 'client');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173));
const host = '127.0.0.1';

const serve = sirv(root, { extensions: ['html'], dotfiles: false, etag: true, brotli: true });
const notFound = await readFile(path.join(root, '404.html'));
const englishNotFound = await readFile(path.join(root, 'en', '404.html')).catch(() => undefined);
/** @param {string | undefined} url */
const notFoundPage = (url) => (englishNotFound && /^\/en(?:[/?#]|$)/.test(url ?? '') ? englishNotFound : notFound);
// Static hosts compress text responses; so does the preview, so that measurements are realistic
// (a response that is a precompressed copy already says so, and passes through unchanged).
const compress = compression();

/** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
const handle = (req, res) =>
  compress(req, res, () =>
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFoundPage(req.url));
    }),
  );

if (process.argv.includes('--http2')) {
  const { generate } = await import('selfsigned');
  const { private: key, cert } = await generate([{ name: 'commonName', value: host }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: host }] }],
  });
  // HTTP/1.1 stays available for clients without HTTP/2 (e.g. Lighthouse's own requests).
  createSecureServer({ key, cert, allowHTTP1: true }, handle).listen(port, host, () =>
    console.log(`Preview: https://${host}:${port}/ (HTTP/2)`),
  );
} else {
  createServer(handle).listen(port, host, () => console.log(`Preview: http://${host}:${port}/`));
}
