import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { monthNames } from '#model/copy/blog.ts';
import { site } from '#model/site.ts';
import { brokenLinks, htmlValidateErrors } from '../support/builtChecks.ts';
import { nuValidate } from '../support/nuValidator.ts';
import { allPages, distDir } from '../support/routes.ts';

// Checks of the built files themselves (project "files").

const pages = allPages();
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
/** Every file of the build folder whose name matches `name`, by its full path. */
const builtFiles = (name: RegExp) =>
  readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(distDir, file))
    .filter((full) => name.test(path.basename(full)) && statSync(full).isFile());

test('every internal link and #fragment resolves to a page or element', () => {
  expect(brokenLinks(distDir, pages)).toEqual([]);
});

test('html-validate finds no errors', async () => {
  expect(
    await htmlValidateErrors(
      distDir,
      pages.map((page) => page.file),
    ),
  ).toEqual([]);
});

test('the W3C Nu validator finds no errors', () => {
  const messages = nuValidate(pages.map((p) => path.join(distDir, p.file)));
  expect(messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? 0} ${m.message}`)).toEqual([]);
});

test('the browser editor is not in the build: no /admin, no editor code in any file, not in the sitemap', () => {
  expect(existsSync(path.join(distDir, 'admin'))).toBe(false);
  const files = builtFiles(/\.(html|js|css|xml|txt|json|webmanifest)$|^_headers$|^\.htaccess$/);
  expect(files.length).toBeGreaterThan(20);
  // The editor's page and API paths, and the start flag any CMS admin bundle reads.
  const traces = files.filter((file) => /CMS_MANUAL_INIT|\/admin\/|\/api\/v1/i.test(readFileSync(file, 'utf8')));
  expect(traces.map((file) => path.relative(distDir, file))).toEqual([]);
});

test('no script holds the owner data files or their reader: no YAML parser, no schema code, no file access', () => {
  const scripts = builtFiles(/\.js$/);
  expect(scripts.length).toBeGreaterThan(5);
  // Strings of the `yaml` and `zod` packages, of the YAML mark and of Node's file access.
  const traces = scripts.filter((file) =>
    /BLOCK_AS_IMPLICIT_KEY|invalid_type|!platzhalter|readFileSync|site\.yaml/.test(readFileSync(file, 'utf8')),
  );
  expect(traces.map((file) => path.relative(distDir, file))).toEqual([]);
});

test('the footer of the built HTML: no year older than the newest dated content, rights with the person, no "Themen"', () => {
  const months = monthNames;
  // Every dated change the pages show: the legal pages' "Stand", the articles' dates in their HTML.
  const dated = pages.flatMap(({ file }) => {
    const html = read(file);
    const stand = [
      ...html.matchAll(new RegExp(`Stand:(?:<!-- -->)?\\s*(?:<!-- -->)?(${months.join('|')}) (\\d{4})`, 'g')),
    ];
    const times = [...html.matchAll(/dateTime="(\d{4})-\d{2}-\d{2}"|"dateModified":"(\d{4})/gi)];
    return [...stand.map((m) => m[2]!), ...times.map((m) => (m[1] ?? m[2])!)];
  });
  expect(dated.length).toBeGreaterThan(5);
  const newest = dated.reduce((a, b) => (b > a ? b : a));
  for (const { file } of pages) {
    const html = read(file);
    // The site's footer: the one with the year (an article has a <footer> of its own before it).
    const start = html.lastIndexOf('<footer', html.indexOf('data-testid="footer-year"'));
    const footer = html.slice(start, html.indexOf('</footer>', start));
    expect(start, file).toBeGreaterThan(0);
    const year = footer.match(/data-testid="footer-year"[^>]*>(\d{4})</)?.[1];
    expect(year, file).toBe(newest);
    expect(footer.replace(/<!-- -->/g, ''), file).toContain(`</span> ${site.person.name}. Alle Rechte vorbehalten.`);
    expect(
      [...footer.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]),
      file,
    ).not.toContain('Themen');
  }
});
