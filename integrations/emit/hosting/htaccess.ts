import type { AnalyticsConfig } from '#model/analytics.ts';
import { securityHeaders } from '#renderer/csp.ts';
import { canonicalRedirects } from './htaccessRedirects.ts';
import { extensionMediaTypes, fileMediaTypes, specialTypes, withCharset } from './mediaTypes.ts';

/** The English 404 page for addresses under /en/ (`<If>` is allowed in .htaccess since Apache 2.4). */
const englishErrorDocument = `
<If "%{REQUEST_URI} =~ m#^/en/#">
  ErrorDocument 404 /en/404.html
</If>`;

/** The English home page: /en/ is a folder's index, and /en has no slash that DirectorySlash Off would add. */
const englishHome = `
  RewriteRule ^en/?$ en/index.html [L]`;

/**
 * Apache configuration shipped as `.htaccess` in the upload folder. `english`: the build has the
 * English pages (docs/english.md): unknown addresses under /en/ get the English 404 page, and /en
 * as well as /en/ the English home page.
 */
export function htaccess(
  endpoint?: string,
  analytics?: AnalyticsConfig | null,
  siteUrl?: string,
  english = false,
): string {
  const headers = securityHeaders(endpoint, analytics)
    .map(([name, value]) => `  Header always set ${name} "${value.replace(/"/g, '\\"')}"`)
    .join('\n');
  return `# Apache configuration of the static site (generated at build time; do not edit here).
ErrorDocument 404 /404.html${english ? englishErrorDocument : ''}
Options -Indexes -MultiViews
DirectoryIndex index.html
# /blog is served from blog.html; without this Apache would redirect /blog to /blog/.
DirectorySlash Off

<IfModule mod_rewrite.c>
  RewriteEngine On${canonicalRedirects(siteUrl)}
  # Clean URLs without redirects: /impressum -> impressum.html, /blog/slug -> blog/slug.html
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME}.html -f
  RewriteRule ^(.+)$ $1.html [L]
  # A trailing slash leads to the canonical URL.
  RewriteCond %{REQUEST_FILENAME} -d
  RewriteCond %{DOCUMENT_ROOT}/$1.html -f
  RewriteRule ^(.+)/$ /$1 [R=301,L]
  # The home page as a rewrite too (DirectoryIndex alone would not look for its Brotli copy).
  RewriteRule ^$ index.html [L]${english ? englishHome : ''}
  # The build's Brotli copies (page.html.br, chunk.js.br) for browsers that accept Brotli; they
  # are sent as they are, not compressed a second time.
  RewriteCond %{HTTP:Accept-Encoding} \\bbr\\b
  RewriteCond %{REQUEST_FILENAME}.br -f
  RewriteRule ^(.*\\.(?:html|js))$ $1.br [L]
  RewriteRule \\.br$ - [E=no-gzip:1]
</IfModule>

<IfModule mod_mime.c>
${(['avif', 'webp', 'woff2', 'txt'] as const).map((extension) => `  AddType ${extensionMediaTypes[extension]?.types[0]} .${extension}`).join('\n')}
  AddDefaultCharset utf-8
  # page.html.br is HTML (from .html), Brotli-encoded (from .br).
  AddEncoding br .br
</IfModule>
# AddType matches extensions, not file names: the sitemap and the feed are both .xml (and older
# mime.types files lack .webmanifest).
${fileMediaTypes.map(({ file, type }) => `<Files "${file}">\n  ForceType "${withCharset(type)}"\n</Files>`).join('\n')}

<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE text/html text/css text/plain text/xml application/javascript text/javascript application/json ${specialTypes} image/svg+xml
</IfModule>

<IfModule mod_headers.c>
${headers}
  # Hashed build assets never change; HTML and everything else is revalidated.
  Header set Cache-Control "no-cache"
  # Pages and scripts come in two encodings: caches keep them apart.
  <FilesMatch "\\.(html|js)(\\.br)?$">
    Header merge Vary Accept-Encoding
  </FilesMatch>
  <If "%{REQUEST_URI} =~ m#^/assets/#">
    Header set Cache-Control "public, max-age=31536000, immutable"
  </If>
</IfModule>
`;
}
