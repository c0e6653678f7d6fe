import { relatedArticles } from '../../../content/articles';
import { toTeaser, type ArticleTeaser } from '../../../content/articles/summary';
import type { Article } from '../../../content/types';

/** What the article page needs; related articles without their bodies, to keep the page small. */
export function articleData(article: Article): { article: Article; related: ArticleTeaser[] } {
  return { article, related: relatedArticles(article.slug, 2).map(toTeaser) };
}
