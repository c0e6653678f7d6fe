import type { Article, ArticleCategory } from '../types';
import foerderungenInnovation from './foerderungen-innovation';
import goToMarketStrategie from './go-to-market-strategie';
import innovationPraxis from './innovation-praxis';
import internationalisierungStrategie from './internationalisierung-strategie';
import kmusBusinessSchools from './kmus-business-schools';

/** The order articles keep when they share a publication date. */
const byEditorialOrder: readonly Article[] = [
  goToMarketStrategie,
  foerderungenInnovation,
  kmusBusinessSchools,
  innovationPraxis,
  internationalisierungStrategie,
];

/** All articles, newest first (Array.prototype.sort is stable, so ties keep the editorial order). */
export const articles: readonly Article[] = [...byEditorialOrder].sort((a, b) =>
  b.datePublished.localeCompare(a.datePublished),
);

export { articleCategories, isArticleCategory } from '../categories';

export function getArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export function articlesByCategory(category: ArticleCategory): Article[] {
  return articles.filter((article) => article.category === category);
}

/**
 * Articles to read next: same category first, then the ones after this article in the list
 * (wrapping around), so every article points to different neighbours.
 */
export function relatedArticles(slug: string, count = 2): Article[] {
  const index = articles.findIndex((article) => article.slug === slug);
  if (index === -1) return articles.slice(0, count);
  const current = articles[index]!;
  const following = [...articles.slice(index + 1), ...articles.slice(0, index)];
  const sameCategory = following.filter((article) => article.category === current.category);
  const others = following.filter((article) => article.category !== current.category);
  return [...sameCategory, ...others].slice(0, count);
}
