import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { htaccess } from '#integrations/emit/hosting/htaccess.ts';
import { type RunningHost, startApache, startNginx } from '../support/hosts.ts';

// The hosts' rules for a build with the English pages (docs/english.md), served by real web servers:
// unknown addresses under /en/ get the English 404 page, all others the German one. The folder is
// a stand-in for such a build: each page names itself, so an answer shows which file was served.

const basePort = Number(process.env.HOST_TEST_PORT ?? 4380) + 2;
const pages = {
  'index.html': 'German home',
  '404.html': 'German 404',
  'blog.html': 'German blog',
  'blog/go-to-market-strategie.html': 'German article',
  'en/index.html': 'English home',
  'en/404.html': 'English 404',
  'en/blog.html': 'English blog',
  'en/blog/go-to-market-strategy.html': 'English article',
  'en/legal-notice.html': 'English legal notice',
};

let folder = '';
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'english-hosting-'));
  // The servers' workers (www-data, when started as root) read the copy of this folder, which keeps its mode.
  chmodSync(folder, 0o755);
  for (const [file, name] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    const html = `<!doctype html><title>${name}</title><h1>${name}</h1>`;
    writeFileSync(path.join(folder, file), html);
    // The build's Brotli copies (integrations/precompress.mjs), which Apache sends where accepted.
    writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(html));
  }
  writeFileSync(path.join(folder, '.htaccess'), htaccess(undefined, undefined, undefined, true));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The status and the page (its name) a path is answered with. */
async function answer(host: RunningHost, route: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${host.origin}${route}`, { redirect: 'manual', headers });
  return { status: response.status, page: (await response.text()).match(/<h1>([^<]*)<\/h1>/)?.[1] };
}

for (const [index, start] of [startNginx, startApache].entries()) {
  test.describe(`the English pages served by ${index === 0 ? 'nginx' : 'Apache httpd'}`, () => {
    test.describe.configure({ mode: 'serial' });
    let host: RunningHost;
    test.beforeAll(async () => {
      host = await start(basePort + index, { from: folder, english: true });
    });
    test.afterAll(async () => {
      await host?.stop();
    });

    test('serves the English pages by their clean addresses, the home page with and without its slash', async () => {
      const served = {
        '/en/': await answer(host, '/en/'),
        '/en': await answer(host, '/en'),
        '/en/blog': await answer(host, '/en/blog'),
        '/en/blog/go-to-market-strategy': await answer(host, '/en/blog/go-to-market-strategy'),
        '/en/legal-notice': await answer(host, '/en/legal-notice'),
        '/blog': await answer(host, '/blog'),
      };
      expect(served).toEqual({
        '/en/': { status: 200, page: 'English home' },
        '/en': { status: 200, page: 'English home' },
        '/en/blog': { status: 200, page: 'English blog' },
        '/en/blog/go-to-market-strategy': { status: 200, page: 'English article' },
        '/en/legal-notice': { status: 200, page: 'English legal notice' },
        '/blog': { status: 200, page: 'German blog' },
      });
    });

    test('answers unknown English addresses with the English 404 page, all others with the German one', async () => {
      const missing = [
        '/en/does-not-exist',
        '/en/blog/gibt-es-nicht',
        '/en/services/x/y',
        '/gibt-es-nicht',
        '/english',
      ];
      const served = Object.fromEntries(
        await Promise.all(missing.map(async (route) => [route, await answer(host, route)])),
      );
      expect(served).toEqual({
        '/en/does-not-exist': { status: 404, page: 'English 404' },
        '/en/blog/gibt-es-nicht': { status: 404, page: 'English 404' },
        '/en/services/x/y': { status: 404, page: 'English 404' },
        '/gibt-es-nicht': { status: 404, page: 'German 404' },
        '/english': { status: 404, page: 'German 404' },
      });
    });

    test('sends the English home page and 404 page as their Brotli copies where Brotli is accepted', async () => {
      // A stock nginx compresses with gzip instead (brotli_static needs the ngx_brotli module, see docs/deployment.md).
      const encoding = index === 0 ? null : 'br';
      const brotli = { 'Accept-Encoding': 'br' };
      for (const route of ['/en/', '/en', '/en/does-not-exist']) {
        const response = await fetch(`${host.origin}${route}`, { redirect: 'manual', headers: brotli });
        expect(response.headers.get('content-encoding'), route).toBe(encoding);
        expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      }
      expect(await answer(host, '/en', brotli)).toEqual({ status: 200, page: 'English home' });
      expect(await answer(host, '/en/does-not-exist', brotli)).toEqual({ status: 404, page: 'English 404' });
    });
  });
}
