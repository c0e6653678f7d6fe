import type { Article } from '../types';

/** An article without its body: what cards need, small enough to ship to the browser. */
export type ArticleSummary = Omit<Article, 'content'>;

export function toSummary({ content: _content, ...summary }: Article): ArticleSummary {
  return summary;
}
