import type { Graph } from 'schema-dts';

/** What a page says about itself; the renderer alone turns it into head tags. */
export interface PageMeta {
  /** Page title; the site's title template is applied unless `rawTitle` is set. */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Route path of the canonical URL (defaults to the rendered path). */
  url?: string;
  /** Path or absolute URL of the social preview image, 1200 × 630 (defaults to the site's image). */
  image?: string;
  /** What the image shows (`og:image:alt`, `twitter:image:alt`); required with `image`. */
  imageAlt?: string;
  /** Keep the page out of search engines (`noindex,nofollow`). */
  noIndex?: boolean;
  /** The page's JSON-LD: one graph that contains every node the page refers to by `@id`. */
  structuredData?: Graph;
  /** Use the title as is, without the site template (e.g. the home page). */
  rawTitle?: boolean;
  /** Open Graph type (default `website`). */
  ogType?: 'website' | 'article';
  /** Article dates for `article:*` tags (ISO dates). */
  article?: { publishedTime: string; modifiedTime: string; section: string };
}
