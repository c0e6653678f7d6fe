// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { articles } from '#content/articles';
import { paths } from '#content/paths';

export default function onBeforePrerenderStart() {
  return articles.map((article) => paths.article(article.slug));
}
