// https://vike.dev/data — runs at build time; only the returned summaries reach the browser.
import { articles } from '../../content/articles';
import { latestTeasers } from '../../content/articles/summary';

export function data() {
  return { latestArticles: latestTeasers(articles) };
}

export type Data = ReturnType<typeof data>;
