/** The blog's filter values in the order of the filter buttons (after "Alle"). */
export const articleCategories = [
  'Marketing',
  'Innovation',
  'Internationalisierung',
  'Förderung',
  'Strategie',
] as const;

/** An article's category: exactly one of the filter values. */
export type ArticleCategory = (typeof articleCategories)[number];

export function isArticleCategory(value: string): value is ArticleCategory {
  return (articleCategories as readonly string[]).includes(value);
}
