// The articles as the code uses them: the owner's Markdown files of content/articles/, rendered at build
// time (integrations/contentPlugin.ts), so this module and the browser only ever see the finished data.
import loaded from '../content/articles.ts';
import type { Article, ArticleCategory } from '../types.ts';
import { filterByCategory, findArticle, relatedIn } from './collection.ts';

/** All articles, newest first (same day: by slug). */
export const articles: readonly Article[] = loaded;

export { articleCategories, isArticleCategory } from '../lists/categories.ts';

export function getArticle(slug: string): Article | undefined {
  return findArticle(articles, slug);
}

export function articlesByCategory(category: ArticleCategory): Article[] {
  return filterByCategory(articles, category);
}

/** Articles to read next (see `relatedIn`). */
export function relatedArticles(slug: string, count = 2): Article[] {
  return relatedIn(articles, slug, count);
}
