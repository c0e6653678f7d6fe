// Lighthouse audit of the built site: serves dist/client on 127.0.0.1, runs Lighthouse (mobile
// defaults) three times per route with Debian's Chromium and prints the medians.
// It serves HTTPS and HTTP/2 as the production hosts do (a throwaway self-signed certificate):
// Lighthouse's simulated throttling models every parallel HTTP/1.1 request as a new TCP
// connection with its own handshake, which visitors of an HTTP/2 host (all common ones) do not
// pay. --http1 serves plain HTTP/1.1 instead.
// Usage: npm run build && npm run audit [-- --runs 3 --routes /,/blog --http1]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '#build/distDir.mjs';
import { chromiumFlags, chromiumPath, startPreview } from './startPreview.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const port = Number(option('--port', 4390));
const dist = path.join(distDir(), 'client');
const chrome = process.env.CHROME_PATH ?? chromiumPath;

function routesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets' ? [] : routesOf(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
    return [entry.name === 'index.html' ? prefix || '/' : `${prefix}/${entry.name.slice(0, -5)}`];
  });
}
const routes = option('--routes', null)?.split(',') ?? routesOf(dist).sort();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const http1 = args.includes('--http1');
const { origin, stop } = await startPreview({ port, http1 });
const out = path.resolve('.lighthouse');
mkdirSync(out, { recursive: true });

const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const file = path.join(out, `${route.replace(/\//g, '_') || 'home'}-${run}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@12',
          `${origin}${route}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          `--chrome-flags=${['--headless=new', ...chromiumFlags({ http1 })].join(' ')}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
      );
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (id) => report.audits[id]?.numericValue ?? 0;
      results.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        bytes: audit('total-byte-weight'),
      });
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push(
      `| ${route} | ${m('perf')} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} ms | ${(m('bytes') / 1024).toFixed(0)} KB |`,
    );
    console.error(rows.at(-1));
  }
} finally {
  stop();
}
console.log(
  `Lighthouse (mobile defaults), ${http1 ? 'HTTP/1.1' : 'HTTPS + HTTP/2'}, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(
  '| Route | Perf. | A11y | Best pr. | SEO | LCP | CLS | TBT | Bytes |\n|---|---|---|---|---|---|---|---|---|',
);
console.log(rows.join('\n'));
