// https://vike.dev/onBeforePrerenderStart — with `pageContext.data` given here, Vike skips +data.
import { articles } from '../../../content/articles';
import { articleData } from './articleData';

export function onBeforePrerenderStart() {
  return articles.map((article) => ({
    url: `/blog/${article.slug}`,
    pageContext: { data: articleData(article) },
  }));
}
