import { englishCategoryNames } from '../../i18n/categoryNames.ts';
import type { Words } from '../../i18n/words.ts';
import type * as German from '../categories.ts';
import { articleCategories as germanCategories } from '../categories.ts';

export type { ArticleCategory } from '../categories.ts';

/**
 * The blog's filter values on the English pages: the English names, in the German order. (`map`
 * loses the list's fixed length, which the English names keep: hence the cast.)
 */
export const articleCategories: Words<typeof German.articleCategories> = germanCategories.map(
  (category) => englishCategoryNames[category],
) as unknown as Words<typeof German.articleCategories>;

/** Whether `value` is one of the English names (typed as the category the code knows it as). */
export function isArticleCategory(value: string): value is German.ArticleCategory {
  return (articleCategories as readonly string[]).includes(value);
}
