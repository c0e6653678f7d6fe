import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { site } from '#model/site.ts';
import { decodeHtml } from '../support/html.ts';
import { definitions, jsonLdBlocks, type LdNode, typesOf } from '../support/jsonLd.ts';
import { allPages, distDir } from '../support/routes.ts';

// The social preview image each page names, as a network's crawler reads it: the tags, the
// structured data and the file behind the URL.
const tag = (html: string, attr: 'name' | 'property', key: string) => {
  const value = html.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};

const pages = allPages().map((page) => {
  const html = readFileSync(path.join(distDir, page.file), 'utf8');
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)![1]!;
  return {
    ...page,
    canonical,
    noIndex: html.includes('<meta name="robots" content="noindex,nofollow">'),
    ogImage: tag(html, 'property', 'og:image'),
    twitterImage: tag(html, 'name', 'twitter:image'),
    ogAlt: tag(html, 'property', 'og:image:alt'),
    twitterAlt: tag(html, 'name', 'twitter:image:alt'),
    size: [tag(html, 'property', 'og:image:width'), tag(html, 'property', 'og:image:height')],
    byId: definitions(jsonLdBlocks(html)),
  };
});
const indexable = pages.filter((page) => !page.noIndex);
const fileOf = (url: string) => path.join(distDir, decodeURIComponent(url.slice(site.url.length)));

/** The `image` of the page's WebPage and of its main entity (BlogPosting, Service), where they have one. */
function structuredImages(page: (typeof pages)[number]): string[] {
  const nodes = [
    page.byId.get(`${page.canonical}#webpage`),
    page.byId.get(`${page.canonical}#article`),
    page.byId.get(`${page.canonical}#service`),
  ];
  return nodes
    .filter((node): node is LdNode => node !== undefined && node.image !== undefined)
    .map((node) => String(node.image));
}

test('every indexable page names its own image, with the same URL in og:image, twitter:image and JSON-LD', () => {
  expect(indexable.length).toBeGreaterThan(10);
  for (const page of indexable) {
    const route = page.route === '/' ? '/index' : page.route;
    expect(page.ogImage, page.route).toBe(`${site.url}/og${route}.jpg`);
    expect(page.twitterImage, page.route).toBe(page.ogImage);
    expect(page.size, page.route).toEqual(['1200', '630']);
    const images = structuredImages(page);
    expect(images.length, `${page.route}: JSON-LD image`).toBeGreaterThanOrEqual(1);
    expect(new Set(images), page.route).toEqual(new Set([page.ogImage]));
  }
  const article = pages.find((page) => page.route === '/blog/go-to-market-strategie')!;
  expect(typesOf(article.byId.get(`${article.canonical}#article`))).toEqual(['BlogPosting']);
  expect(structuredImages(article)).toHaveLength(2);
  expect(new Set(indexable.map((page) => page.ogImage)).size).toBe(indexable.length);
});

test('each image is a 1200 × 630 file under 150 KB that differs from every other', async () => {
  const hashes = new Set<string>();
  for (const page of indexable) {
    const file = fileOf(page.ogImage!);
    const { width, height, format } = await sharp(file).metadata();
    expect({ route: page.route, width, height, format }).toEqual({
      route: page.route,
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    expect(statSync(file).size, page.route).toBeLessThan(150 * 1024);
    hashes.add(readFileSync(file).toString('base64'));
  }
  expect(hashes.size).toBe(indexable.length);
});

test('every image has a text alternative with the page title, the same for Open Graph and X', () => {
  for (const page of indexable) {
    expect(page.ogAlt, page.route).toBeTruthy();
    expect(page.twitterAlt, page.route).toBe(page.ogAlt);
    expect(page.ogAlt, page.route).toContain(site.brand);
  }
  const article = pages.find((page) => page.route === '/blog/go-to-market-strategie')!;
  expect(article.ogAlt).toContain(
    'Go-to-Market-Strategie: So bringen KMU und Startups ihr Angebot erfolgreich auf den Markt',
  );
  expect(article.ogAlt).toContain('Marketing · 8 Min. Lesezeit');
});

test('legal pages and the 404 page keep the default image, which exists', async () => {
  const others = pages.filter((page) => page.noIndex);
  expect(others.map((page) => page.route).sort()).toEqual(['/404', '/datenschutz', '/impressum']);
  for (const page of others) {
    expect(page.ogImage, page.route).toBe(`${site.url}${site.defaultImage}`);
    expect(page.twitterImage, page.route).toBe(page.ogImage);
    expect(page.ogAlt, page.route).toBe(site.defaultImageAlt);
    expect(structuredImages(page), page.route).toEqual([]);
  }
  expect(await sharp(fileOf(`${site.url}${site.defaultImage}`)).metadata()).toMatchObject({ width: 1200, height: 630 });
});
