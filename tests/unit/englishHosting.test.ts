import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { englishSiteForBuild } from '#integrations/emit/englishSite.ts';
import { headersFile } from '#integrations/emit/hosting/headersFile.ts';
import { htaccess } from '#integrations/emit/hosting/htaccess.ts';
import { nginxConfig } from '#integrations/emit/hosting/nginx.ts';
import { buildSitemap } from '#integrations/emit/hostingPlugin.ts';
import { articleCollection } from '#model/collections.ts';
import { absoluteUrl } from '#model/paths.ts';
import { englishArticle } from '../support/englishProject.ts';
import { englishProjects } from '../support/englishProjects.ts';

// The files the German pass writes for both languages once the English pages are built
// (docs/english.md): the sitemap with both languages' pages and their alternates, and the hosts'
// rules for the English 404 page. With English off, they are what they were.

const project = englishProjects();

const germanArticles = (root: string) =>
  loadArticles(
    path.join(root, articleCollection.folder),
    path.join(root, articleCollection.images),
    'placeholder',
    root,
  );

/** Each `<url>` of a sitemap: its address, lastmod and alternates (hreflang → address). */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: block.match(/<loc>([^<]+)<\/loc>/)?.[1],
    lastmod: block.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1]?.slice(0, 10),
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, url]) => [
        lang,
        url,
      ]),
    ),
  }));
}

describe('the sitemap with the English pages', async () => {
  const root = project();
  const german = await germanArticles(root);
  const english = await englishSiteForBuild(root);
  const sitemap = entries(await buildSitemap(german, english));
  const at = (route: string) => sitemap.find((entry) => entry.loc === absoluteUrl(route));

  it('lists the pages of both languages once each', () => {
    expect(english?.articles.map((article) => article.slug)).toEqual([englishArticle.slug]);
    const locs = sitemap.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const route of ['/', '/blog', '/en/', '/en/blog', `/en/blog/${englishArticle.slug}`])
      expect(at(route), route).toBeDefined();
    expect(locs.filter((loc) => loc?.includes('/en/services/'))).toHaveLength(
      locs.filter((loc) => /\/services\//.test(loc ?? '') && !loc?.includes('/en/')).length,
    );
  });

  it('names both languages and x-default (the English page) for each page that has both', () => {
    const pair = {
      'de-AT': absoluteUrl(`/blog/${englishArticle.translationOf}`),
      en: absoluteUrl(`/en/blog/${englishArticle.slug}`),
      'x-default': absoluteUrl(`/en/blog/${englishArticle.slug}`),
    };
    expect(at(`/blog/${englishArticle.translationOf}`)?.alternates).toEqual(pair);
    expect(at(`/en/blog/${englishArticle.slug}`)?.alternates).toEqual(pair);
    expect(at('/en/')?.alternates).toEqual({
      'de-AT': absoluteUrl('/'),
      en: absoluteUrl('/en/'),
      'x-default': absoluteUrl('/en/'),
    });
  });

  it('names no alternates for a German article without English version', () => {
    const untranslated = german.find((article) => article.slug !== englishArticle.translationOf);
    expect(at(`/blog/${untranslated?.slug}`)?.alternates).toEqual({});
  });

  it('dates the English blog and article by the English articles', () => {
    expect(at(`/en/blog/${englishArticle.slug}`)?.lastmod).toBe('2025-02-03');
    expect(at('/en/blog')?.lastmod).toBe('2025-02-03');
  });

  it('is the German sitemap, unchanged, while English is off', async () => {
    const off = project(undefined, false);
    expect(await englishSiteForBuild(off)).toBeUndefined();
    const xml = await buildSitemap(await germanArticles(off), await englishSiteForBuild(off));
    expect(xml).toBe(await buildSitemap(await germanArticles(off)));
    expect(xml).not.toContain('/en/');
    expect(xml).not.toContain('<xhtml:link');
  });

  it('is German only while a page text has no English file', async () => {
    expect(await englishSiteForBuild(project(['home', 'about']))).toBeUndefined();
  });
});

describe("the hosts' rules with the English pages", () => {
  it('Apache: the English 404 page under /en/, the English home page at /en and /en/', () => {
    const file = htaccess(undefined, undefined, undefined, true);
    expect(file).toContain('<If "%{REQUEST_URI} =~ m#^/en/#">\n  ErrorDocument 404 /en/404.html\n</If>');
    expect(file).toContain('RewriteRule ^en/?$ en/index.html [L]');
    expect(htaccess()).not.toMatch(/\/en\b|\ben\//);
  });

  it('nginx: the English 404 page under /en/, the English feed as a feed', () => {
    const config = nginxConfig({ root: '/srv', english: true });
    expect(config).toMatch(/location \/en\/ \{\n\s+try_files [^\n]+\n\s+error_page 404 \/en\/404\.html;/);
    expect(config).toMatch(/location = \/en\/rss\.xml \{\n\s+types \{ \}\n\s+default_type application\/rss\+xml;/);
    expect(nginxConfig({ root: '/srv' })).not.toContain('/en/');
  });

  it('_headers types the English feed', () => {
    expect(headersFile(undefined, undefined, true)).toContain(
      '\n/en/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8\n',
    );
    expect(headersFile()).not.toContain('/en/');
  });
});
