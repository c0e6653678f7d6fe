import { canonicalHost, hostPattern } from './canonicalHost.ts';

/**
 * mod_rewrite rules that lead the site's own names to its canonical address with a 301: plain
 * http to https, and the name with or without `www.` to the one in the site URL. Requests for any
 * other name (the host's preview address, a test server on 127.0.0.1) are served as they are.
 */
export function canonicalRedirects(siteUrl?: string): string {
  const { scheme, host, twin } = canonicalHost(siteUrl);
  const target = `${scheme}://${host}%{REQUEST_URI}`;
  const names = twin ? `^(${hostPattern(host)}|${hostPattern(twin)})$` : `^${hostPattern(host)}$`;
  const toHttps =
    scheme === 'https'
      ? `  # Plain http leads to https. Hosts that decrypt HTTPS in front of Apache say so in X-Forwarded-Proto.
  RewriteCond %{HTTP_HOST} ${names} [NC]
  RewriteCond %{HTTPS} !=on
  RewriteCond %{HTTP:X-Forwarded-Proto} !^https$ [NC]
  RewriteRule ^ ${target} [R=301,L]`
      : '';
  const toHost = twin
    ? `  # ${twin} leads to ${host}.
  RewriteCond %{HTTP_HOST} ^${hostPattern(twin)}$ [NC]
  RewriteRule ^ ${target} [R=301,L]`
    : '';
  if (!toHttps && !toHost) return '';
  return `\n  # The site's own names lead to its address ${scheme}://${host} (from the site URL); other names are
  # served as they are.
${[toHttps, toHost].filter(Boolean).join('\n')}`;
}
