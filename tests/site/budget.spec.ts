import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fontCharacters } from '#components/theme/fontSubset.ts';
import { site } from '#model/site.ts';
import { pageScriptAttr } from '#renderer/pageScriptAttr.mjs';
import { allPages, distDir } from '../support/routes.ts';
import {
  dynamicImports,
  gzipSize,
  initialCode,
  initialScripts,
  inlineScripts,
  staticGraph,
} from '../support/scripts.ts';

// Performance budgets per page, measured on the built files (gzip level 9, as hosts compress).
// `initialJs`: the page script and what it imports, all a page loads up front. `idleJs`: that plus
// the contact island, which is fetched on intent or on the first tap of a contact button.
const budget = { initialJs: 15 * 1024, idleJs: 100 * 1024, html: 30 * 1024, heroPhone: 60 * 1024 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

function measure(file: string) {
  const html = readFileSync(path.join(distDir, file), 'utf8');
  const initial = initialCode(html);
  const island = new Set([...initial]);
  for (const src of initial) {
    for (const lazy of dynamicImports(src)) {
      if (readFileSync(path.join(distDir, lazy), 'utf8').includes('data-reach-dialog-content'))
        for (const dep of staticGraph(lazy)) island.add(dep);
    }
  }
  // The hero portrait: the largest AVIF candidate, which a 390 px phone at 3x density picks.
  const avif = html.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1];
  const hero = avif ? statSync(path.join(distDir, avif.split(',').at(-1)!.trim().split(' ')[0]!)).size : 0;
  return {
    initialJs: sum(initial),
    idleJs: sum(island),
    islandFound: island.size > initial.size,
    html: gzipSize(file),
    hero,
  };
}

test('every page has one script, the page script, and no serialised page data', () => {
  for (const page of allPages()) {
    const html = readFileSync(path.join(distDir, page.file), 'utf8');
    // No script tag the browser would fetch with the document: the inline head script loads the
    // page script after the first paint, from the list the build writes on it.
    expect(html, page.route).not.toMatch(/<script[^>]*\ssrc=/);
    const listed = initialScripts(html);
    expect(listed[0], page.route).toMatch(/^assets\/entries\/renderer_client\.[\w-]+\.js$/);
    expect(listed.slice(1), page.route).toEqual(listed.slice(1).filter((file) => file.startsWith('assets/chunks/')));
    // Vike's pageContext JSON is what hydration needed; an HTML-only page carries none.
    expect(html, page.route).not.toContain('vike_pageContext');
    const inline = inlineScripts(html);
    expect(inline, `${page.route}: one inline script (the head script)`).toHaveLength(1);
    expect(inline[0]?.tag, page.route).toMatch(new RegExp(`^<script ${pageScriptAttr}="[^"]+">$`));
  }
});

// The page script as the build's Brotli copy, which hosts send: no larger than before the web fonts'
// swap waited for the visitor's pause (docs/performance.md, "Taps"), whatever was added since.
test('the page script, Brotli-compressed, stays within 3,661 B', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const script = initialScripts(html)[0]!;
  expect(statSync(path.join(distDir, `${script}.br`)).size).toBeLessThanOrEqual(3661);
});

test('an article body is in its page once', () => {
  const html = readFileSync(path.join(distDir, 'blog/go-to-market-strategie.html'), 'utf8');
  const sentence = html.match(/<article[\s\S]*?<p>([^<]{60,}?)<\/p>/)?.[1];
  expect(sentence).toBeDefined();
  expect(html.split(sentence!).length - 1).toBe(1);
});

test('every page stays within its JavaScript, HTML and hero image budgets', () => {
  const rows = allPages().map((page) => ({ route: page.route, ...measure(page.file) }));
  console.log(
    [
      'route | JS at first (gzip) | JS with the contact island | HTML (gzip) | hero image (phone)',
      ...rows.map(
        (r) => `${r.route} | ${kb(r.initialJs)} | ${kb(r.idleJs)} | ${kb(r.html)} | ${r.hero ? kb(r.hero) : '–'}`,
      ),
    ].join('\n'),
  );
  for (const row of rows) {
    expect(row.islandFound, `${row.route} loads the contact island on demand`).toBe(true);
    expect(row.initialJs, `${row.route} JS at first`).toBeLessThanOrEqual(budget.initialJs);
    expect(row.idleJs, `${row.route} JS with the contact island`).toBeLessThanOrEqual(budget.idleJs);
    expect(row.html, `${row.route} HTML`).toBeLessThanOrEqual(budget.html);
    expect(row.hero, `${row.route} hero`).toBeLessThanOrEqual(budget.heroPhone);
  }
});

test('no Markdown parser, React renderer or article body is in the page script', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const code = [...initialCode(html)].map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('\n');
  expect(code).not.toMatch(/react-dom|__reactFiber|Positionierungssatz/);
});

test('the page script carries none of the settings: the owner’s legal and contact data are in the pages, not in every visitor’s script', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const code = [...initialCode(html)].map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('\n');
  for (const value of [site.legal.tradeAuthority, site.legal.hostingProvider, site.person.bio, site.email])
    expect(code).not.toContain(value);
});

test('the web fonts, cut down at build time, have a glyph for every character of every page', () => {
  const fontFiles = readdirSync(path.join(distDir, 'assets/static')).filter((file) => file.endsWith('.woff2'));
  expect(fontFiles).toHaveLength(2);
  // Both load before the first paint: together they fit into the round trip that brings the end
  // of a two-round-trip document (docs/performance.md, "How Lighthouse arrives at its LCP").
  const fontBytes = fontFiles.reduce((sum, file) => sum + statSync(path.join(distDir, 'assets/static', file)).size, 0);
  expect(fontBytes).toBeLessThanOrEqual(26 * 1024);
  const covered = new Set(fontCharacters);
  const missing = new Set<string>();
  for (const page of allPages()) {
    const text = readFileSync(path.join(distDir, page.file), 'utf8')
      .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');
    for (const character of text) if (!/\s/.test(character) && !covered.has(character)) missing.add(character);
  }
  expect([...missing]).toEqual([]);
});

test('the critical CSS carries no vendor prefixes for browsers the site does not target', () => {
  for (const page of allPages()) {
    const html = readFileSync(path.join(distDir, page.file), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    // -ms-flexbox, -webkit-box and the like: Internet Explorer and browsers of a decade ago.
    expect(
      css.match(/-(?:ms|moz)-[a-z-]+|-webkit-(?:box|flex|inline-box|align|justify|transform|transition)[a-z-]*/g),
      page.route,
    ).toBeNull();
  }
});

test('every page and script over 1 KB has a Brotli copy with the same content', async () => {
  const { brotliDecompressSync } = await import('node:zlib');
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(html|js)$/.test(file) && statSync(path.join(distDir, file)).size >= 1024,
  );
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const copy = path.join(distDir, `${file}.br`);
    expect(brotliDecompressSync(readFileSync(copy)).equals(readFileSync(path.join(distDir, file))), file).toBe(true);
    // Smaller than the gzip a host would send, or it is not worth sending.
    expect(statSync(copy).size, file).toBeLessThan(gzipSize(file));
  }
});
