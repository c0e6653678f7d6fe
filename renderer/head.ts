import { absoluteUrl, normalizePath } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { escapeHtml } from './escapeHtml.ts';
import { serializeJsonLd } from './jsonLd.ts';
import type { PageMeta } from './types.ts';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** Full document title after the site template. */
export function documentTitle(page: PageMeta): string {
  return page.rawTitle ? page.title : site.titleTemplate.replace('%s', page.title);
}

/** The page's canonical URL: its declared route, or the path it was rendered at. */
export function canonicalUrl(page: Pick<PageMeta, 'url'>, renderedPath: string): string {
  return absoluteUrl(normalizePath(page.url ?? renderedPath));
}

/** Every `<head>` tag that depends on the page: title, description, canonical, robots, social, JSON-LD. */
export function buildHead(page: PageMeta, renderedPath: string): string {
  const title = documentTitle(page);
  const canonical = canonicalUrl(page, renderedPath);
  const image = absoluteUrl(page.image ?? site.defaultImage);
  const imageAlt = page.image ? page.imageAlt : site.defaultImageAlt;
  if (!imageAlt) throw new Error(`${canonical}: a page with its own image needs imageAlt`);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('name', 'robots', page.noIndex ? 'noindex,nofollow' : 'index,follow'),
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:locale', 'de_AT'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ];
  if (page.article) {
    tags.push(
      meta('property', 'article:published_time', page.article.publishedTime),
      meta('property', 'article:modified_time', page.article.modifiedTime),
      meta('property', 'article:section', page.article.section),
    );
  }
  if (page.structuredData)
    tags.push(`<script type="application/ld+json">${serializeJsonLd(page.structuredData)}</script>`);
  return tags.join('\n    ');
}
