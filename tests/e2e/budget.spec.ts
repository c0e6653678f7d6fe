import { expect, test } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { allPages, distDir } from './support/routes';

// Performance budgets per page, measured on the built files (gzip level 9, as hosts compress).
const budget = { js: 95 * 1024, html: 30 * 1024, heroPhone: 60 * 1024 };
const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(file: string) {
  const html = readFileSync(path.join(distDir, file), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const js = [...new Set(scripts)].reduce((sum, src) => sum + gz(src), 0);
  // The hero portrait: the largest AVIF candidate, which a 390 px phone at 3x density picks.
  const avif = html.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1];
  const hero = avif ? statSync(path.join(distDir, avif.split(',').at(-1)!.trim().split(' ')[0]!)).size : 0;
  return { js, html: gz(file), hero };
}

test('every page stays within its JavaScript, HTML and hero image budgets', () => {
  const rows = allPages().map((page) => ({ route: page.route, ...measure(page.file) }));
  console.log(['route | JS (gzip) | HTML (gzip) | hero image (phone)', ...rows.map((r) => `${r.route} | ${kb(r.js)} | ${kb(r.html)} | ${r.hero ? kb(r.hero) : '–'}`)].join('\n'));
  for (const row of rows) {
    expect(row.js, `${row.route} JS`).toBeLessThanOrEqual(budget.js);
    expect(row.html, `${row.route} HTML`).toBeLessThanOrEqual(budget.html);
    expect(row.hero, `${row.route} hero`).toBeLessThanOrEqual(budget.heroPhone);
  }
});
