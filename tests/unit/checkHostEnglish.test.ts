import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNotFound } from '#tools/check-host/checks/notFound.ts';
import type { CheckContext } from '#tools/check-host/context.ts';

// `npm run check:host` on a site with the English pages: an unknown English address must get the
// English 404 page, as the build's hosting rules make it; a host that was given only the German
// rules (an nginx without the /en/ block, Netlify without its rule) answers with the German one.

const page = (lang: string) => `<!doctype html><html lang="${lang}"><body><main data-not-found><h1>404</h1></main>`;
const port = Number(process.env.CHECK_HOST_TEST_PORT ?? 4711);
let englishRule = true;
let server: Server;
const built = mkdtempSync(path.join(tmpdir(), 'check-host-english-'));

beforeAll(async () => {
  mkdirSync(path.join(built, 'client', 'en'), { recursive: true });
  writeFileSync(path.join(built, 'client', 'en', '404.html'), page('en'));
  server = createServer((request, response) => {
    const english = englishRule && request.url?.startsWith('/en/');
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page(english ? 'en' : 'de-AT'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(built, { recursive: true, force: true });
});

const context = (distDir: string): CheckContext => {
  const origin = new URL(`http://127.0.0.1:${port}`);
  return { origin, distDir, home: { url: origin, status: 200, headers: {}, body: '' } };
};

describe('npm run check:host: the English 404 page', () => {
  it('passes when unknown English addresses get the English 404 page', async () => {
    englishRule = true;
    expect((await checkNotFound(context(built))).problems).toEqual([]);
  });

  it('names an unknown English address that gets the German 404 page, and what to upload', async () => {
    englishRule = false;
    const { problems } = await checkNotFound(context(built));
    expect(problems).toEqual([
      expect.stringMatching(
        /^Eine unbekannte englische Adresse \(\/en\/does-not-exist-\w+\) zeigt nicht die englische 404-Seite \(en\/404\.html\) mit Status 404, sondern eine andere Fehlerseite: auf Apache die Datei \.htaccess/,
      ),
    ]);
  });

  it('asks nothing of a site built without the English pages', async () => {
    englishRule = false;
    expect((await checkNotFound(context(path.join(built, 'none')))).problems).toEqual([]);
  });
});
