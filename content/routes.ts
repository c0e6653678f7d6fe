import { packages } from './packages';
import { services } from './services';
import type { Article } from './types';

/** A page of the site that search engines should index. */
export interface IndexableRoute {
  path: string;
  /** ISO date of the last change, where the content knows it. */
  lastmod?: string;
}

/** Every indexable route, from the same content the pages are rendered from. */
export function indexableRoutes(articles: readonly Article[]): IndexableRoute[] {
  return [
    { path: '/' },
    { path: '/blog' },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.dateModified })),
    ...services.map((service) => ({ path: `/services/${service.slug}` })),
    ...packages.map((item) => ({ path: `/packages/${item.slug}` })),
  ];
}
