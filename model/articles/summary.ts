import type { Article } from '../types.ts';

/** What an article card shows (the cards take whole articles too). */
export type ArticleTeaser = Pick<Article, 'slug' | 'title' | 'category' | 'excerpt' | 'icon' | 'readTime'>;

/** The newest articles (the home page's blog section). */
export function latestTeasers(list: readonly Article[], count = 3): ArticleTeaser[] {
  return list.slice(0, count);
}
