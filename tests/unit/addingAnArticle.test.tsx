import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogList } from '../../components/blog/BlogList';
import { buildSearchIndex, filterArticles } from '../../components/blog/search';
import { BlogTeaser } from '../../components/home/BlogTeaser';
import { relatedIn } from '../../content/articles/collection';
import { latestTeasers } from '../../content/articles/summary';
import { articleGraph, blogListGraph } from '../../content/blogSchema';
import { site } from '../../content/site';
import type { Article } from '../../content/types';
import { articleFiles, articlesFolder, loadArticles } from '../../scripts/articles/loadArticles';
import { buildFeed } from '../../scripts/feedPlugin';
import { buildSitemap } from '../../scripts/hostingPlugin';

type Node = Record<string, unknown>;

// The site's five article files plus one new file, in a folder of their own: what the build
// sees after the consultant has added `content/articles/nachfolge-planen.md` and nothing else.
let folder = '';
let list: Article[] = [];
const slug = 'nachfolge-planen';
const url = `${site.url}/blog/${slug}`;
const added = () => list.find((article) => article.slug === slug)!;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'articles-'));
  for (const file of [...articleFiles(articlesFolder), path.resolve('tests/unit/fixtures/articles-new', `${slug}.md`)]) {
    copyFileSync(file, path.join(folder, path.basename(file)));
  }
  list = await loadArticles(folder);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('adding an article is adding one file', () => {
  it('loads it with the others, newest first, read time computed', () => {
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ slug, category: 'Strategie', datePublished: '2025-03-01', dateModified: '2025-03-04', readTime: 1 });
    expect(
      added()
        .headings.filter((h) => h.level === 2)
        .map((h) => h.id),
    ).toEqual(['warum-frueh-beginnen', 'fazit']);
  });

  it('gets related articles on its page', () => {
    expect(relatedIn(list, slug).map((a) => a.category)).toContain('Strategie');
  });

  it('appears in the blog list and under its category', () => {
    render(<BlogList articles={list} />);
    const link = screen.getByRole('link', { name: added().title });
    expect(link.getAttribute('href')).toBe(`/blog/${slug}`);
    const card = link.closest('li')!;
    expect(card.dataset.category).toBe('Strategie');
    expect(within(card).getByText('1 Min. Lesezeit')).toBeTruthy();
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
    expect(feed.match(/<item>/g)).toHaveLength(6);
    expect(feed).toContain(`<link>${url}</link>`);
    expect(feed).toContain(`<title><![CDATA[${added().title}]]></title>`);
  });

  it('is in the sitemap with its date of change', async () => {
    const sitemap = await buildSitemap('2025-03-05', list);
    expect(sitemap).toContain(`<loc>${url}</loc><lastmod>2025-03-04T`);
  });

  it('is a BlogPosting of the blog and on its own page', () => {
    const graph = blogListGraph(list)['@graph'] as unknown as Node[];
    const posts = graph.find((node) => node['@type'] === 'Blog')!.blogPost as Node[];
    expect(posts.map((post) => post.url)).toContain(url);
    const posting = (articleGraph(added(), added().title)['@graph'] as unknown as Node[]).find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: added().title, url, datePublished: '2025-03-01', dateModified: '2025-03-04', articleSection: 'Strategie', timeRequired: 'PT1M' });
  });
});
