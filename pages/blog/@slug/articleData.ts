import { relatedIn } from '../../../content/articles/collection';
import { toTeaser, type ArticleTeaser } from '../../../content/articles/summary';
import { paths } from '../../../content/paths';
import type { Article } from '../../../content/types';

/** What the article page needs; related articles without their bodies, to keep the page small. */
export function articleData(article: Article, list: readonly Article[]): { article: Article; related: ArticleTeaser[] } {
  return { article, related: relatedIn(list, article.slug, 2).map(toTeaser) };
}

/** One prerendered page per article, with its data, so Vike skips +data at build time. */
export function articlePages(list: readonly Article[]) {
  return list.map((article) => ({
    url: paths.article(article.slug),
    pageContext: { data: articleData(article, list) },
  }));
}
