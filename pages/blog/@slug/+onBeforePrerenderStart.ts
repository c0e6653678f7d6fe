// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { articles } from '#model/articles/index.ts';
import { paths } from '#model/paths.ts';

export default function onBeforePrerenderStart() {
  return articles.map((article) => paths.article(article.slug));
}
