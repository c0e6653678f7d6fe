import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '#renderer/csp.ts';
import { type RunningHost, startApache, startNginx } from '../support/hosts.ts';
import { allPages, distDir } from '../support/routes.ts';

// The built folder served by real web servers, as docs/deployment.md tells the consultant to deploy it.
const routes = allPages()
  .filter((p) => p.route !== '/404')
  .map((p) => p.route);
const asset = `/assets/${readdirSync(path.join(distDir, 'assets/entries'))[0] ? `entries/${readdirSync(path.join(distDir, 'assets/entries'))[0]}` : ''}`;
const basePort = Number(process.env.HOST_TEST_PORT ?? 4380);

for (const [index, start] of [startNginx, startApache].entries()) {
  test.describe(`served by ${index === 0 ? 'nginx' : 'Apache httpd'}`, () => {
    test.describe.configure({ mode: 'serial' });
    let host: RunningHost;
    test.beforeAll(async () => {
      host = await start(basePort + index);
    });
    test.afterAll(async () => {
      await host?.stop();
    });

    test('answers every route with 200 and no redirect', async () => {
      const results = await Promise.all(
        routes.map(async (route) => {
          const response = await fetch(`${host.origin}${route}`, { redirect: 'manual' });
          const html = await response.text();
          return {
            route,
            status: response.status,
            type: response.headers.get('content-type'),
            h1: /<h1[\s>]/.test(html),
          };
        }),
      );
      expect(results.filter((r) => r.status !== 200 || !r.type?.startsWith('text/html') || !r.h1)).toEqual([]);
    });

    test('answers unknown paths with the 404 page and status 404', async () => {
      for (const missing of ['/gibt-es-nicht', '/blog/gibt-es-nicht', '/services/x/y']) {
        const response = await fetch(`${host.origin}${missing}`, { redirect: 'manual' });
        expect(response.status, missing).toBe(404);
        expect(await response.text()).toContain('Oops! Page not found');
      }
    });

    test('sends the security headers, including the CSP', async () => {
      const response = await fetch(`${host.origin}/`);
      for (const [name, value] of securityHeaders()) expect(response.headers.get(name), name).toBe(value);
    });

    test('caches hashed assets for a year and revalidates HTML; compresses text', async () => {
      const html = await fetch(`${host.origin}/impressum`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(html.headers.get('cache-control')).toBe('no-cache');
      expect(html.headers.get('content-encoding')).toBe('gzip');
      const js = await fetch(`${host.origin}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(js.status).toBe(200);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(js.headers.get('content-encoding')).toBe('gzip');
    });

    test("sends the build's Brotli copies of pages and scripts to browsers that accept Brotli", async () => {
      // A stock nginx compresses with gzip instead (brotli_static needs the ngx_brotli module, see docs/deployment.md).
      const encoding = index === 0 ? 'gzip' : 'br';
      const brotli = { 'Accept-Encoding': 'gzip, deflate, br' };
      for (const route of ['/', '/impressum', '/blog/go-to-market-strategie', asset]) {
        const response = await fetch(`${host.origin}${route}`, { headers: brotli });
        expect(response.status, route).toBe(200);
        expect(response.headers.get('content-encoding'), route).toBe(encoding);
        expect(response.headers.get('vary') ?? '', route).toMatch(/accept-encoding/i);
        expect(response.headers.get('content-type'), route).toMatch(
          route === asset ? /javascript/ : /^text\/html; ?charset=utf-8$/i,
        );
        // fetch decodes Brotli: the body is the page itself.
        expect(await response.text(), route).toMatch(route === asset ? /\S/ : /<h1[\s>]/);
      }
      const missing = await fetch(`${host.origin}/gibt-es-nicht`, { headers: brotli });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Oops! Page not found');
    });

    // Exact media types: Apache's AddType matches extensions, so a rule for ".xml" would also
    // label the sitemap as a feed; nginx's own mime.types says text/xml for both.
    test('serves the search-engine files and the web app manifest with their exact media types', async () => {
      const expected = {
        '/sitemap.xml': 'application/xml; charset=utf-8',
        '/rss.xml': 'application/rss+xml; charset=utf-8',
        '/robots.txt': 'text/plain; charset=utf-8',
        '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
      };
      const served: Record<string, string | null> = {};
      for (const file of Object.keys(expected)) {
        const response = await fetch(`${host.origin}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status, file).toBe(200);
        // The special cases keep the site-wide headers and compression.
        expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
        if (file !== '/robots.txt') expect(response.headers.get('content-encoding'), file).toBe('gzip');
        served[file] = response.headers.get('content-type');
      }
      expect(served).toEqual(expected);
      expect(await (await fetch(`${host.origin}/robots.txt`)).text()).toContain('Sitemap:');
    });
  });
}
