import { canonicalHost } from './canonicalHost.ts';

/**
 * The nginx side of the canonical address: maps for the http block that mark requests for the
 * site's own names that are not its address (plain http; the name with or without `www.`), and
 * the server block's redirect of those. Other names (a test server on 127.0.0.1) are served as
 * they are.
 */
export function nginxRedirects(siteUrl?: string): { maps: string; redirect: string } {
  const { scheme, host, twin } = canonicalHost(siteUrl);
  const others = [
    ...(scheme === 'https' ? [`http://${host}`, ...(twin ? [`http://${twin}`] : [])] : []),
    ...(twin ? [`${scheme}://${twin}`] : []),
  ];
  if (others.length === 0) return { maps: '', redirect: '' };
  const width = Math.max(...others.map((key) => key.length));
  const maps = `\n# The site's own names lead to ${scheme}://${host} (301): plain http, and the name with or
# without www. A proxy that decrypts HTTPS in front of nginx says so in X-Forwarded-Proto.
map $http_x_forwarded_proto $site_scheme {
    default  $scheme;
    https    https;
}
map "$site_scheme://$host" $site_redirect {
    ${'default'.padEnd(width)}  0;
${others.map((key) => `    ${key.padEnd(width)}  1;`).join('\n')}
}`;
  const redirect = `\n\n    if ($site_redirect) {
        return 301 ${scheme}://${host}$request_uri;
    }`;
  return { maps, redirect };
}
