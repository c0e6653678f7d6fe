// https://vike.dev/data — runs at build time; only the returned summaries reach the browser.
import { articles } from '../../content/articles';
import { toTeaser } from '../../content/articles/summary';

export function data() {
  return { latestArticles: articles.slice(0, 3).map(toTeaser) };
}

export type Data = ReturnType<typeof data>;
