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

/**
 * Those files with the English feed (en/rss.xml) where the build has the English pages: nginx and
 * `_headers` match a file's whole path; Apache's `<Files>` matches its name in every folder.
 */
export const servedFileTypes = (english: boolean) =>
  english ? [...fileMediaTypes, { file: 'en/rss.xml', type: 'application/rss+xml' }] : fileMediaTypes;

/** The media types of those files, once each (for compression and charset lists). */
export const specialTypes = [...new Set(fileMediaTypes.map(({ type }) => type))].join(' ');

export const withCharset = (type: string) => `${type}; charset=utf-8`;

/**
 * Media types of the files the site is made of, by extension: what the check of the live host
 * (`npm run check:host`) accepts; the first is the one the kit sets where it sets one. Text that
 * the kit labels with its charset must say `charset=utf-8`.
 */
export const extensionMediaTypes: Record<string, { types: readonly string[]; charset?: true }> = {
  html: { types: ['text/html'], charset: true },
  css: { types: ['text/css'] },
  js: { types: ['text/javascript', 'application/javascript'] },
  woff2: { types: ['font/woff2'] },
  avif: { types: ['image/avif'] },
  webp: { types: ['image/webp'] },
  jpg: { types: ['image/jpeg'] },
  jpeg: { types: ['image/jpeg'] },
  png: { types: ['image/png'] },
  svg: { types: ['image/svg+xml'] },
  txt: { types: ['text/plain'], charset: true },
};
