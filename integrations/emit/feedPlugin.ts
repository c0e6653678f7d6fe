import { Feed } from 'feed';
import type { Plugin } from 'vite';
import { latestChange } from '#model/articles/collection.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { feedTitle } from '#model/copy/feed.ts';
import { absoluteUrl, paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import type { Article } from '#model/types.ts';
import { escapeHtml } from '#renderer/escapeHtml.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';

/** The blog's RSS 2.0 feed: every article with absolute links. */
export function buildFeed(articles: readonly Article[]): string {
  const blogUrl = absoluteUrl(paths.blog);
  const updated = latestChange(articles) ?? '';
  const author = { name: site.person.name, email: site.email, link: absoluteUrl(paths.home) };
  const feed = new Feed({
    id: blogUrl,
    title: feedTitle,
    description: blogCopy.feed.description,
    link: blogUrl,
    language: 'de-AT',
    // A fixed date keeps builds reproducible: the feed changes only when an article does.
    updated: new Date(`${updated}T00:00:00Z`),
    generator: false,
    feedLinks: { rss: absoluteUrl(paths.feed) },
    image: absoluteUrl(site.defaultImage),
    favicon: absoluteUrl('/favicon-32.png'),
    copyright: `© ${site.brand}`,
    author,
  });
  for (const article of articles) {
    const url = absoluteUrl(paths.article(article.slug));
    feed.addItem({
      title: article.title,
      id: url,
      guid: url,
      link: url,
      date: new Date(`${article.datePublished}T00:00:00Z`),
      // RSS readers show an item's description as HTML: the plain text is escaped, so that a
      // description which mentions `<b>` reads the same in a feed reader as on the site.
      description: escapeHtml(article.description),
      category: [{ name: article.category }],
      author: [author],
    });
  }
  return feed.rss2();
}

/** Emits `rss.xml` into the client build (the folder that is uploaded to the host). */
export function feedPlugin(): Plugin {
  return {
    name: 'blog-rss-feed',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: paths.feed.slice(1), source: buildFeed(await loadArticlesForBuild()) });
    },
  };
}
