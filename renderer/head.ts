import { htmlLang, ogLocale } from '#model/i18n/language.ts';
import { pairOf } from '#model/i18n/otherLanguage.ts';
import { pageLanguage } from '#model/i18n/page.ts';
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

const alternate = (hreflang: string, path: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(path))}">`;

/**
 * The page and its counterpart for search engines, both languages and `x-default`: the English page,
 * for a visitor who reads neither language (a prospect of the international package is likelier to
 * read English than German).
 */
const alternates = (pair: { de: string; en: string }) => [
  alternate(htmlLang.de, pair.de),
  alternate(htmlLang.en, pair.en),
  alternate('x-default', pair.en),
];

/** Every `<head>` tag that depends on the page: title, description, canonical, robots, social, JSON-LD. */
export function buildHead(page: PageMeta, renderedPath: string): string {
  const title = documentTitle(page);
  const canonical = canonicalUrl(page, renderedPath);
  const image = absoluteUrl(page.image ?? site.defaultImage);
  const imageAlt = page.image ? page.imageAlt : site.defaultImageAlt;
  if (!imageAlt) throw new Error(`${canonical}: a page with its own image needs imageAlt`);
  const pair = pairOf(normalizePath(page.url ?? renderedPath));
  const other = pageLanguage === 'de' ? 'en' : 'de';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(pair ? alternates(pair) : []),
    meta('name', 'robots', page.noIndex ? 'noindex,nofollow' : 'index,follow'),
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:locale', ogLocale[pageLanguage]),
    ...(pair ? [meta('property', 'og:locale:alternate', ogLocale[other])] : []),
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
