import type { AnalyticsConfig } from '#model/analytics.ts';
import { securityHeaders } from '#renderer/csp.ts';
import { canonicalHost } from './canonicalHost.ts';
import { servedFileTypes, specialTypes } from './mediaTypes.ts';
import { nginxRedirects } from './nginxRedirects.ts';

/** Unknown addresses under /en/ get the English 404 page; the clean URLs as above. */
const englishLocation = `

    # The English pages (docs/english.md): their own 404 page.
    location /en/ {
        try_files $uri $uri.html $uri/index.html =404;
        error_page 404 /en/404.html;
    }`;

/**
 * The nginx configuration docs/deployment.md documents: `map`s for the http block and a `server` block.
 * `root` is where `dist/client` was uploaded; `listen` one address or several (e.g. `443 ssl` and
 * `80`, with the certificate set in the http block); `siteUrl` (default: `site.url`) names the
 * canonical address the redirects lead to; `english`: the build has the English pages, whose unknown
 * addresses get the English 404 page (docs/english.md).
 */
export function nginxConfig(
  {
    root,
    listen = '80',
    serverName,
    siteUrl,
    english = false,
  }: { root: string; listen?: string | readonly string[]; serverName?: string; siteUrl?: string; english?: boolean },
  endpoint?: string,
  analytics?: AnalyticsConfig | null,
): string {
  const { host, twin } = canonicalHost(siteUrl);
  const redirects = nginxRedirects(siteUrl);
  const headers = securityHeaders(endpoint, analytics)
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n');
  return `# In the http { } block:
map $uri $site_cache_control {
    ~^/assets/  "public, max-age=31536000, immutable";
    default     "no-cache";
}${redirects.maps}

server {
${(typeof listen === 'string' ? [listen] : listen).map((address) => `    listen ${address};`).join('\n')}
    server_name ${serverName ?? [host, twin].filter(Boolean).join(' ')};
    root ${root};
    index index.html;${redirects.redirect}

    # Clean URLs without redirects: /impressum -> impressum.html; unknown paths -> 404.html
    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }
    error_page 404 /404.html;${english ? englishLocation : ''}

    # nginx types files by extension (mime.types says text/xml for every .xml): the sitemap, the
    # feed and the web app manifest get their own media types; text answers name their charset,
    # as on Apache.
${servedFileTypes(english)
  .map(({ file, type }) => `    location = /${file} {\n        types { }\n        default_type ${type};\n    }`)
  .join('\n')}
    charset utf-8;
    charset_types text/plain ${specialTypes};

    # The build writes a Brotli copy of every page and script (page.html.br); nginx sends them with
    # the ngx_brotli module (Debian: libnginx-mod-http-brotli-static) and this line uncommented:
    # brotli_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript application/json ${specialTypes} image/svg+xml;

    add_header Cache-Control $site_cache_control always;
${headers}
}
`;
}
