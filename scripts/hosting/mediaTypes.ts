/**
 * Files whose media type their extension does not tell: the sitemap and the feed are both `.xml`,
 * and servers type by extension (Apache's `AddType`, nginx's `mime.types`); older `mime.types`
 * files do not know `.webmanifest`. Served as UTF-8 and compressed.
 */
export const fileMediaTypes = [
  { file: 'sitemap.xml', type: 'application/xml' },
  { file: 'rss.xml', type: 'application/rss+xml' },
  { file: 'manifest.webmanifest', type: 'application/manifest+json' },
] as const;

/** The media types of those files, once each (for compression and charset lists). */
export const specialTypes = [...new Set(fileMediaTypes.map(({ type }) => type))].join(' ');

export const withCharset = (type: string) => `${type}; charset=utf-8`;
