// Writes a Brotli copy (quality 11, the slowest and smallest) next to every HTML page and script
// of the upload folder: `page.html.br`, `chunk.js.br`. Hosts that serve precompressed files (the
// .htaccess of the host kit, `npm run preview`, nginx with brotli_static) send them to browsers
// that accept Brotli: fewer bytes than the gzip a host compresses on the fly, so the
// first screen of a page fits in fewer round trips and the contact dialog's code arrives sooner.
// Runs after `vike build` (the pages are prerendered last; integrations/buildSite.mjs). Alone: node integrations/precompress.mjs
// Quality 11 costs seconds of CPU for the whole site, and most files are the same bytes as in the
// last build: each compressed copy is kept in node_modules/.cache/brotli under the hash of its source
// (Brotli gives the same bytes for the same source and settings), so a build compresses only what changed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { distDir } from './distDir.mjs';

const compress = promisify(brotliCompress);
/** Smaller files fit into one packet anyway. */
const minBytes = 1024;

const cache = path.resolve('node_modules/.cache/brotli');
/** What besides the source decides the compressed bytes: the settings below and Node's Brotli. */
const settings = `q${constants.BROTLI_MAX_QUALITY}-text-brotli${process.versions.brotli ?? '?'}`;

/** Brotli copies of the pages and scripts of the upload folder `root`; resolves to what it says of them. */
export async function precompress(root) {
  await mkdir(cache, { recursive: true });
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(html|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = await readFile(file);
    if (source.length < minBytes) continue;
    const kept = path.join(cache, `${createHash('sha256').update(settings).update(source).digest('hex')}.br`);
    let brotli = await readFile(kept).catch(() => undefined);
    if (!brotli?.length) {
      brotli = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      // Under a name of its own first: a build running beside this one reads a whole copy or none.
      await writeFile(`${kept}.${process.pid}`, brotli);
      await rename(`${kept}.${process.pid}`, kept);
    }
    await writeFile(`${file}.br`, brotli);
    count += 1;
    before += source.length;
    after += brotli.length;
  }
  return `Brotli copies of ${count} pages and scripts: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await precompress(path.join(distDir(), 'client')));
