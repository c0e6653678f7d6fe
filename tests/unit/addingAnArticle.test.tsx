import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogList } from '#components/blog/BlogList.tsx';
import { enhanceBlogList } from '#components/blog/blogList.client.ts';
import { buildSearchIndex, filterArticles } from '#components/blog/search.ts';
import { BlogTeaser } from '#components/home/BlogTeaser.tsx';
import { articleFiles, loadArticles } from '#integrations/articles/loadArticles.ts';
import { buildFeed } from '#integrations/emit/feed.ts';
import { buildSitemap } from '#integrations/emit/hostingPlugin.ts';
import { relatedIn } from '#model/articles/collection.ts';
import { latestTeasers } from '#model/articles/summary.ts';
import { articleCollection } from '#model/collections.ts';
import { site } from '#model/site.ts';
import { articleGraph, blogListGraph } from '#model/structuredData/blog.ts';
import type { Article } from '#model/types.ts';
import { fixtureFile, fixtureRoot } from '../support/fixtureSite.ts';
import { serveSearchIndex } from './searchIndexFetch.ts';

type Node = Record<string, unknown>;

// The fixture project's article files (tests/support/fixtures/site) plus one new file, in a folder of their own: what the build sees
// after the consultant has added one article file and nothing else. The new file is dated after
// any real article, so it is the newest whatever the site holds; its slug is one no real article
// has (not the example in ANLEITUNG.md, which an owner may well write).
const siteFiles = articleFiles(fixtureFile(articleCollection.folder));
let folder = '';
let list: Article[] = [];
const slug = 'testfixture-neuer-artikel';
const url = `${site.url}/blog/${slug}`;
const added = () => list.find((article) => article.slug === slug)!;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'articles-'));
  for (const file of [...siteFiles, path.resolve('tests/support/fixtures/articles-new', `${slug}.md`)]) {
    copyFileSync(file, path.join(folder, path.basename(file)));
  }
  list = await loadArticles(folder, fixtureFile(articleCollection.images), 'refuse', fixtureRoot);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('adding an article is adding one file', () => {
  it('uses a fixture slug that neither a site article nor the example in ANLEITUNG.md has', () => {
    expect(siteFiles.map((file) => path.basename(file, '.md'))).not.toContain(slug);
    const readmeSlugs = [...readFileSync('ANLEITUNG.md', 'utf8').matchAll(/\b([a-z0-9]+(?:-[a-z0-9]+)+)\.md\b/g)].map(
      (match) => match[1],
    );
    expect(readmeSlugs.length).toBeGreaterThan(0);
    expect(readmeSlugs).not.toContain(slug);
  });

  it('loads it with the others, newest first, read time computed', () => {
    expect(list).toHaveLength(siteFiles.length + 1);
    expect(list[0]).toMatchObject({
      slug,
      category: 'Strategie',
      datePublished: '2099-03-01',
      dateModified: '2099-03-04',
      readTime: 1,
    });
    expect(
      added()
        .headings.filter((h) => h.level === 2)
        .map((h) => h.id),
    ).toEqual(['warum-frueh-beginnen', 'fazit']);
  });

  it('gets related articles on its page', () => {
    expect(relatedIn(list, slug).map((a) => a.category)).toContain('Strategie');
  });

  it('appears in the blog list and under its category, beside the articles already there', async () => {
    window.history.replaceState(null, '', '/blog');
    serveSearchIndex(list);
    render(<BlogList articles={list} />);
    enhanceBlogList();
    const link = screen.getByRole('link', { name: added().title });
    expect(link.getAttribute('href')).toBe(`/blog/${slug}`);
    const card = link.closest('li')!;
    expect(card.dataset.category).toBe('Strategie');
    expect(within(card).getByText('1 Min. Lesezeit')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${list.length} Artikel`);

    // The filter shows it with the spec's Strategie article, newest first, and counts both.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Strategie' }));
    const shown = within(screen.getByRole('list'))
      .getAllByRole('article')
      .map((article) => article.closest('li')!.dataset.slug);
    expect(shown).toEqual(list.filter((article) => article.category === 'Strategie').map((article) => article.slug));
    expect(shown.slice(0, 1)).toEqual([slug]);
    expect(shown).toContain('kmus-business-schools');
    expect(screen.getByRole('status').textContent).toBe(`${shown.length} Artikel`);
  });

  it('leads the home page teaser as the newest article', () => {
    expect(latestTeasers(list)[0]?.slug).toBe(slug);
    render(<BlogTeaser articles={latestTeasers(list)} />);
    expect(screen.getByRole('link', { name: added().title }).getAttribute('href')).toBe(`/blog/${slug}`);
  });

  it('is found by the search, also by words of its body', () => {
    expect(buildSearchIndex(list).get(slug)).toContain(' generationenwechsel ');
    expect(filterArticles(list, { q: 'Generationenwechsel', kategorie: null }).map((a) => a.slug)).toEqual([slug]);
  });

  it('is an item of the RSS feed', () => {
    const feed = buildFeed(list);
    expect(feed.match(/<item>/g)).toHaveLength(siteFiles.length + 1);
    expect(feed).toContain(`<link>${url}</link>`);
    expect(feed).toContain(`<title><![CDATA[${added().title}]]></title>`);
  });

  it('is in the sitemap with its date of change, which is also the blog list date', async () => {
    const sitemap = await buildSitemap(list);
    expect(sitemap).toContain(`<loc>${url}</loc><lastmod>2099-03-04T`);
    expect(sitemap).toContain(`<loc>${site.url}/blog</loc><lastmod>2099-03-04T`);
  });

  it('is a BlogPosting of the blog and on its own page', () => {
    const graph = blogListGraph(list)['@graph'] as unknown as Node[];
    const posts = graph.find((node) => node['@type'] === 'Blog')!.blogPost as Node[];
    expect(posts.map((post) => post.url)).toContain(url);
    const posting = (articleGraph(added(), added().title)['@graph'] as unknown as Node[]).find(
      (node) => node['@type'] === 'BlogPosting',
    );
    expect(posting).toMatchObject({
      headline: added().title,
      url,
      datePublished: '2099-03-01',
      dateModified: '2099-03-04',
      articleSection: 'Strategie',
      timeRequired: 'PT1M',
    });
  });
});
