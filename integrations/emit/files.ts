/** A kind of file the build writes into dist/client, and what writes it. */
export interface EmittedFile {
  /** Its path in dist/client. */
  path: RegExp;
  /** The plugin or step that writes it. */
  by: string;
  /** What it is for. */
  for: string;
  /** Written only when there is something to write (article images: only if an article has one). */
  optional?: true;
  /** Written exactly when the build has the English pages (docs/english.md). */
  english?: true;
}

/**
 * Every file the build writes besides the pages (Vike: *.html), their scripts, styles and fonts
 * (Vite: assets/chunks, assets/entries, assets/static) and the copies of public/. The site tier
 * checks that dist/client holds nothing else (tests/site/emittedFiles.spec.ts).
 */
export const emittedFiles: readonly EmittedFile[] = [
  { path: /^sitemap\.xml$/, by: 'hostingPlugin', for: 'search engines: every indexable page (model/routes.ts)' },
  { path: /^robots\.txt$/, by: 'hostingPlugin', for: 'search engines: the sitemap’s address' },
  { path: /^\.htaccess$/, by: 'hostingPlugin', for: 'Apache hosts: headers, redirects, media types (emit/hosting/)' },
  { path: /^_headers$/, by: 'hostingPlugin', for: 'hosts that read a _headers file: the same headers' },
  { path: /^rss\.xml$/, by: 'feedPlugin', for: 'feed readers: the articles' },
  { path: /^en\/rss\.xml$/, by: 'feedPlugin', for: 'feed readers: the English articles', english: true },
  { path: /^manifest\.webmanifest$/, by: 'manifestPlugin', for: 'browsers: the web app manifest (emit/webManifest/)' },
  { path: /^icon-(maskable-)?\d+\.png$/, by: 'manifestPlugin', for: 'the manifest’s icons' },
  {
    path: /^og\/.+\.jpg$/,
    by: 'socialImagePlugin',
    for: 'social previews: one image per indexable page, the English ones under og/en/ (model/socialImages.ts)',
  },
  { path: /^assets\/search-index\.[\w-]+\.json$/, by: 'contentPlugin', for: 'the blog search' },
  {
    path: /^images\/blog\/.+$/,
    by: 'contentPlugin',
    for: 'the articles’ images in their sizes and formats',
    optional: true,
  },
  { path: /\.br$/, by: 'integrations/precompress.mjs', for: 'hosts that serve Brotli copies of pages and scripts' },
];
