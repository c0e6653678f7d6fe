// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { articles } from '#model/articles';
import { paths } from '#model/paths';

export default function onBeforePrerenderStart() {
  return articles.map((article) => paths.article(article.slug));
}
