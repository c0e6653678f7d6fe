import { describe, expect, it } from 'vitest';
import { englishModule } from '#integrations/emit/englishModule.ts';
import { englishArticlesForBuild } from '#integrations/emit/englishSite.ts';
import type * as feedModule from '#integrations/emit/feed.ts';
import { projectRoot } from '#model/load/dataFile.ts';
import type * as socialImagesModule from '#model/socialImages.ts';
import { englishArticle } from '../support/englishProject.ts';
import { englishProjects } from '../support/englishProjects.ts';

// The English pass's own files, made in Node by its plugins: they load the feed and the social
// cards through the English modules (emit/englishModule.ts), as the English pages get them. The
// articles are the English ones of a copy of the fixture project.

const root = englishProjects()();
const articles = await englishArticlesForBuild(root);

describe('the English feed', async () => {
  const english = await englishModule<typeof feedModule>(projectRoot(), 'integrations/emit/feed.ts');
  const feed = english.buildFeed(articles);

  it('is /en/rss.xml, in English, of the English blog', () => {
    expect(english.feedPath).toBe('/en/rss.xml');
    expect(feed).toContain('<language>en</language>');
    expect(feed).toMatch(/<channel>[\s\S]*?<link>https?:\/\/[^<]+\/en\/blog<\/link>/);
    expect(feed).toMatch(/<atom:link href="https?:\/\/[^"]+\/en\/rss\.xml" rel="self"/);
  });

  it('links each English article at its English address', () => {
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      ([, link]) => new URL(link ?? '').pathname,
    );
    expect(links).toEqual([`/en/blog/${englishArticle.slug}`]);
  });
});

describe("the English pages' social images", async () => {
  const english = await englishModule<typeof socialImagesModule>(projectRoot(), 'model/socialImages.ts');
  const cards = english.socialCards(articles);

  it('are drawn under og/en/ for every English indexable page', () => {
    const files = cards.map((card) => english.socialImagePath(card.route));
    expect(files).toContain('/og/en/index.jpg');
    expect(files).toContain('/og/en/blog.jpg');
    expect(files).toContain(`/og/en/blog/${englishArticle.slug}.jpg`);
    expect(files.every((file) => file.startsWith('/og/en/'))).toBe(true);
  });

  it('show the English article’s title', () => {
    expect(cards.find((card) => card.route === `/en/blog/${englishArticle.slug}`)?.title).toBe('Go-to-market strategy');
  });
});
