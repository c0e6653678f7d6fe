import { Feed } from 'feed';
import { latestChange } from '#model/articles/collection.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { feedTitle } from '#model/copy/feed.ts';
import { htmlLang } from '#model/i18n/language.ts';
import { pageLanguage } from '#model/i18n/page.ts';
import { absoluteUrl, paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import type { Article } from '#model/types.ts';
import { escapeHtml } from '#renderer/escapeHtml.ts';

// The feed's words, addresses and language come from the modules the pages use: in the English
// pass, feedPlugin.ts loads this module with their English siblings (emit/englishModule.ts).

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
    language: htmlLang[pageLanguage],
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

/** The feed's address: `/rss.xml`, `/en/rss.xml` in the English module graph. */
export const feedPath = paths.feed;
