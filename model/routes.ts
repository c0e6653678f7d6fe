import { latestChange } from './articles/collection.ts';
import { packages } from './copy/packages.ts';
import { services } from './copy/services.ts';
import { paths } from './paths.ts';
import type { Article } from './types.ts';

/** A page of the site that search engines should index. */
export interface IndexableRoute {
  path: string;
  /**
   * ISO date of the last change, where the content knows it: an article's dateModified, the
   * blog list's newest one. Pages made from data files carry no date of their own, so they have
   * none (never the build's date: every build would claim a change).
   */
  lastmod?: string;
}

/** Every indexable route, from the same content the pages are rendered from. */
export function indexableRoutes(articles: readonly Article[]): IndexableRoute[] {
  return [
    { path: paths.home },
    { path: paths.blog, lastmod: latestChange(articles) },
    ...articles.map((article) => ({ path: paths.article(article.slug), lastmod: article.dateModified })),
    ...services.map((service) => ({ path: paths.service(service.slug) })),
    ...packages.map((item) => ({ path: paths.package(item.slug) })),
  ];
}
