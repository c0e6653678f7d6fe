import type { ArticleCategory } from '../lists/categories.ts';

/**
 * The article categories' English names. An English article names its category by the German key
 * (the same schema); the English pass shows, filters and sends the English name
 * (integrations/articles/loadArticles.ts, model/lists/en/categories.ts).
 */
export const englishCategoryNames: Record<ArticleCategory, string> = {
  Marketing: 'Marketing',
  Innovation: 'Innovation',
  Internationalisierung: 'Internationalisation',
  Förderung: 'Funding',
  Strategie: 'Strategy',
};
