import type { Article, ArticleCategory } from '../types.ts';

/** Newest first; articles of the same day by slug, so the order never depends on the file system. */
export function sortArticles(list: readonly Article[]): Article[] {
  return [...list].sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.slug.localeCompare(b.slug));
}

/** The newest `dateModified` of a list (ISO date), `undefined` for none: when the list last changed. */
export function latestChange(list: readonly Article[]): string | undefined {
  return list.reduce<string | undefined>(
    (latest, article) => (latest === undefined || article.dateModified > latest ? article.dateModified : latest),
    undefined,
  );
}

/**
 * The articles the published site shows on `today` (JJJJ-MM-TT, Vienna): no draft, and none
 * dated after today — a static site cannot publish itself, so such an article comes with the
 * first build on or after its date.
 */
export function publishedArticles(list: readonly Article[], today: string): Article[] {
  return list.filter((article) => article.draft !== true && article.datePublished <= today);
}

export function findArticle(list: readonly Article[], slug: string): Article | undefined {
  return list.find((article) => article.slug === slug);
}

export function filterByCategory(list: readonly Article[], category: ArticleCategory): Article[] {
  return list.filter((article) => article.category === category);
}

/**
 * Articles to read next: same category first, then the ones after this article in the list
 * (wrapping around), so every article points to different neighbours.
 */
export function relatedIn(list: readonly Article[], slug: string, count = 2): Article[] {
  const index = list.findIndex((article) => article.slug === slug);
  if (index === -1) return list.slice(0, count);
  const current = list[index]!;
  const following = [...list.slice(index + 1), ...list.slice(0, index)];
  const sameCategory = following.filter((article) => article.category === current.category);
  const others = following.filter((article) => article.category !== current.category);
  return [...sameCategory, ...others].slice(0, count);
}
