// https://vike.dev/data — runs when the page is rendered (at build time); an unknown slug is a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { getArticle, relatedArticles } from '#model/articles/index.ts';

export default function data(pageContext: PageContextServer) {
  const article = getArticle(pageContext.routeParams.slug ?? '');
  if (!article) throw render(404);
  return { article, related: relatedArticles(article.slug) };
}

export type Data = Awaited<ReturnType<typeof data>>;
