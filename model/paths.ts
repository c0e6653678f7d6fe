import { site } from './site.ts';

/**
 * The site's route paths, built in one place: links, structured data, the sitemap, the feed and
 * the social images all take them from here.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  article: (slug: string) => `/blog/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  package: (slug: string) => `/packages/${slug}`,
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  /** The blog's RSS feed (integrations/emit/feedPlugin.ts writes it). */
  feed: '/rss.xml',
} as const;

/** Route path without query, fragment or trailing slash ("/" stays "/"). */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/**
 * Absolute URL on the configured site origin (`/` keeps its slash, a `#fragment` stays); absolute
 * URLs pass through. Equal to a page's canonical URL for a route path.
 */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`}`;
}
