import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../content/site';
import { allPages, distDir } from './support/routes';

// The head of every built page: sitemap.xml and robots.txt against the pages that were actually
// built, and titles and descriptions.
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const pages = allPages().map((page) => {
  const html = read(page.file);
  return {
    ...page,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    noIndex: /<meta name="robots" content="noindex,nofollow">/.test(html),
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
});
const sitemapUrls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

test('every indexable canonical URL is in the sitemap exactly once', () => {
  const indexable = pages.filter((page) => !page.noIndex);
  expect(indexable.length).toBeGreaterThan(10);
  for (const page of indexable) expect(sitemapUrls.filter((url) => url === page.canonical), page.route).toHaveLength(1);
  expect(sitemapUrls).toHaveLength(indexable.length);
});

test('no noindex page (legal pages, 404) is in the sitemap', () => {
  const noIndex = pages.filter((page) => page.noIndex);
  expect(noIndex.map((page) => page.route).sort()).toEqual(['/404', '/datenschutz', '/impressum']);
  for (const page of noIndex) expect(sitemapUrls).not.toContain(page.canonical);
});

test('every sitemap URL is a prerendered page that answers 200 without redirect', async ({ request }) => {
  for (const url of sitemapUrls) {
    expect(url.startsWith(`${site.url}/`), url).toBe(true);
    const route = url.slice(site.url.length) || '/';
    expect(pages.some((page) => page.route === route), route).toBe(true);
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
  }
  expect(read('sitemap.xml')).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
});

test('robots.txt allows everything and names the sitemap', () => {
  expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
});

test('every page carries the Content Security Policy as a meta tag', () => {
  for (const page of pages) {
    const csp = read(page.file).match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]?.replace(/&#39;/g, "'");
    expect(csp, page.route).toContain("default-src 'self'");
    expect(csp, page.route).toContain("script-src 'self';");
    expect(csp, page.route).not.toContain('frame-ancestors');
  }
});

/** Values that more than one page uses, each with the routes that share it. */
function shared(key: 'title' | 'description'): string[] {
  const routes = new Map<string, string[]>();
  for (const page of pages) routes.set(page[key], [...(routes.get(page[key]) ?? []), page.route]);
  return [...routes].filter(([, list]) => list.length > 1).map(([value, list]) => `"${value}": ${list.join(', ')}`);
}

test('every page, noindex pages and the 404 page included, has its own title and meta description', () => {
  for (const page of pages) {
    expect(page.title, page.route).not.toBe('');
    expect(page.description, page.route).not.toBe('');
  }
  expect(shared('title')).toEqual([]);
  expect(shared('description')).toEqual([]);
});
