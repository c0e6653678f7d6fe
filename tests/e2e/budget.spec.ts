import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fontCharacters } from '../../components/theme/fontSubset';
import { allPages, distDir } from './support/routes';

// Performance budgets per page, measured on the built files (gzip level 9, as hosts compress).
const budget = { js: 95 * 1024, html: 30 * 1024, heroPhone: 60 * 1024 };
const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(file: string) {
  const html = readFileSync(path.join(distDir, file), 'utf8');
  // The boot script, and what it loads to hydrate the page: Vike's entry and the page's modules.
  const boot = html.match(/<script src="([^"]+)" type="module" data-entry="([^"]+)" data-preload="([^"]*)"/);
  if (!boot) throw new Error(`${file}: no boot script`);
  const scripts = [boot[1]!, boot[2]!, ...boot[3]!.split(' ').filter(Boolean)];
  const js = [...new Set(scripts)].reduce((sum, src) => sum + gz(src), 0);
  // The hero portrait: the largest AVIF candidate, which a 390 px phone at 3x density picks.
  const avif = html.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1];
  const hero = avif ? statSync(path.join(distDir, avif.split(',').at(-1)!.trim().split(' ')[0]!)).size : 0;
  return { js, html: gz(file), hero };
}

test('the boot script, the only script before the page has loaded, is one small file', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const src = html.match(/<script src="([^"]+)" type="module" data-entry=/)?.[1];
  expect(src).toBeDefined();
  const code = readFileSync(path.join(distDir, src!), 'utf8');
  expect(code).not.toMatch(/\bimport\s*[{*\w]|\bfrom\s*["']/);
  expect(gz(src!)).toBeLessThanOrEqual(1024);
  expect([...html.matchAll(/<script[^>]+src=/g)]).toHaveLength(1);
  expect(html).not.toContain('rel="modulepreload"');
});

test('every page stays within its JavaScript, HTML and hero image budgets', () => {
  const rows = allPages().map((page) => ({ route: page.route, ...measure(page.file) }));
  console.log(['route | JS (gzip) | HTML (gzip) | hero image (phone)', ...rows.map((r) => `${r.route} | ${kb(r.js)} | ${kb(r.html)} | ${r.hero ? kb(r.hero) : '–'}`)].join('\n'));
  for (const row of rows) {
    expect(row.js, `${row.route} JS`).toBeLessThanOrEqual(budget.js);
    expect(row.html, `${row.route} HTML`).toBeLessThanOrEqual(budget.html);
    expect(row.hero, `${row.route} hero`).toBeLessThanOrEqual(budget.heroPhone);
  }
});

test('the web fonts, cut down at build time, have a glyph for every character of every page', () => {
  const fontFiles = readdirSync(path.join(distDir, 'assets/static')).filter((file) => file.endsWith('.woff2'));
  expect(fontFiles).toHaveLength(2);
  for (const file of fontFiles) expect(statSync(path.join(distDir, 'assets/static', file)).size, file).toBeLessThanOrEqual(20 * 1024);
  const covered = new Set(fontCharacters);
  const missing = new Set<string>();
  for (const page of allPages()) {
    const text = readFileSync(path.join(distDir, page.file), 'utf8')
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');
    for (const character of text) if (!/\s/.test(character) && !covered.has(character)) missing.add(character);
  }
  expect([...missing]).toEqual([]);
});
