import type { ArticleCategory } from '../types';

/** The blog's filter values in the order of the filter buttons (after "Alle"). */
export const articleCategories: readonly ArticleCategory[] = [
  'Marketing',
  'Innovation',
  'Internationalisierung',
  'Förderung',
  'Strategie',
];

export function isArticleCategory(value: string): value is ArticleCategory {
  return (articleCategories as readonly string[]).includes(value);
}
