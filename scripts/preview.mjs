// Serves dist/client the way an ordinary static host does: clean URLs from `.html` files without
// redirects, gzip-compressed, and 404.html with status 404 for anything else. Usage: `npm run preview [-- --port N]`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.DIST_DIR ?? 'dist', 'client');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173));
const host = '127.0.0.1';

const serve = sirv(root, { extensions: ['html'], dotfiles: false, etag: true });
const notFound = await readFile(path.join(root, '404.html'));
// Static hosts compress text responses; so does the preview, so that measurements are realistic.
const compress = compression();

createServer((req, res) => {
  compress(req, res, () =>
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
}).listen(port, host, () => console.log(`Preview: http://${host}:${port}/`));
