import type { Article } from '../types';

/** What an article card needs: small enough to ship to the browser, unlike the body. */
export type ArticleTeaser = Pick<Article, 'slug' | 'title' | 'category' | 'excerpt' | 'icon' | 'readTime'>;

export function toTeaser({ slug, title, category, excerpt, icon, readTime }: Article): ArticleTeaser {
  return { slug, title, category, excerpt, icon, readTime };
}

/** The newest articles as teasers (the home page's blog section). */
export function latestTeasers(list: readonly Article[], count = 3): ArticleTeaser[] {
  return list.slice(0, count).map(toTeaser);
}
