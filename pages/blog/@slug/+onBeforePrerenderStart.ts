// https://vike.dev/onBeforePrerenderStart — with `pageContext.data` given here, Vike skips +data.
import { articles } from '../../../content/articles';
import { articlePages } from './articleData';

export function onBeforePrerenderStart() {
  return articlePages(articles);
}
