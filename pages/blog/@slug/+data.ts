// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { articles, getArticle } from '../../../content/articles';
import { articleData } from './articleData';

export type Data = Awaited<ReturnType<typeof data>>;

export function data(pageContext: PageContextServer) {
  const article = getArticle(pageContext.routeParams.slug ?? '');
  if (!article) throw render(404);
  return articleData(article, articles);
}
