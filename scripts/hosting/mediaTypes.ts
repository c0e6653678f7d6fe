/**
 * Files whose media type their extension does not tell: the sitemap and the feed are both `.xml`,
 * and servers type by extension (Apache's `AddType`, nginx's `mime.types`). Served as UTF-8.
 */
export const fileMediaTypes = [
  { file: 'sitemap.xml', type: 'application/xml' },
  { file: 'rss.xml', type: 'application/rss+xml' },
] as const;

export const withCharset = (type: string) => `${type}; charset=utf-8`;
