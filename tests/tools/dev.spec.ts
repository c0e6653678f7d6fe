import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  answerTo,
  imagePipelineProbes,
  notRefused,
  rawGet,
  refusedAnswer,
  spellingsOf,
} from '../support/devServingProbes.ts';
import { foreignSite } from '../support/editorProbes.ts';
import { projectCopy } from '../support/projectCopy.ts';
import { expect, test } from '../support/test.ts';

// `npm run dev` (vike dev) must give a working site: the pages' controls and the contact island
// run under Vite's dev server, whose inline scripts the production CSP would block.
// It runs in a copy of the project, so that the files a restored copy could plant in content/ (a
// backup file is untrusted input) can be put there: the dev server serves none of them, nor any
// other file of content/, nor the private folders, and its image pipeline works for no other site
// and no other file.
const port = Number(process.env.DEV_TEST_PORT ?? 4178);
const origin = `http://127.0.0.1:${port}`;
const mark = 'geplante-seite-63';
const planted = ['content/texts/evil.htm', 'content/texts/evil.svg', 'content/texts/evil.xhtml'];
let root = '';
let outside = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4A6B7C' } })
    .jpeg()
    .toBuffer();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = projectCopy('dev-server-');
  for (const file of ['.vor-wiederherstellung/1/site.yaml', '.editor-history/HEAD', '.env.deploy']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${mark}\n`);
  }
  // An article with a picture, as the owner's would have.
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, 'content/images/blog/see.jpg'), await jpeg(1000, 700));
  const article = path.join(root, 'content/articles/innovation-praxis.md');
  writeFileSync(article, `${readFileSync(article, 'utf8')}\n## Bild\n\n![Der See im Herbst](/images/blog/see.jpg)\n`);
  // A picture elsewhere on the computer.
  outside = mkdtempSync(path.join(tmpdir(), 'dev-outside-'));
  writeFileSync(path.join(outside, 'privat.jpg'), await jpeg(200, 100));
  server = spawn(
    process.execPath,
    ['node_modules/vike/bin.js', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      // Planted once the server runs, as a restore into a running editor would: with them in content/
      // the dev server does not start at all (model/load/strayContent.ts).
      const page = `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>document.title='${mark}'</script></body></html>`;
      for (const file of planted) writeFileSync(path.join(root, file), page);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`vike dev did not answer on ${origin}`);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  for (const folder of [root, outside]) if (folder) rmSync(folder, { recursive: true, force: true });
});

test('npm run dev: the home page works, the contact dialog opens, nothing is reported', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}/`);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel(/^Name/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('npm run dev serves the web app manifest the pages link, with its icons', async () => {
  const response = await fetch(`${origin}/manifest.webmanifest`);
  expect(response.headers.get('content-type')).toBe('application/manifest+json');
  const manifest = (await response.json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons)
    expect((await fetch(`${origin}${icon.src}`)).headers.get('content-type'), icon.src).toBe('image/png');
});

test('npm run dev shows every picture: the portrait, an article picture, the icons', async ({ page }) => {
  test.setTimeout(90_000);
  for (const address of ['/', '/blog/innovation-praxis']) {
    await page.goto(`${origin}${address}`);
    const pictures = page.locator('img');
    expect(await pictures.count(), address).toBeGreaterThan(0);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          message: `${address}: ${await picture.getAttribute('src')}`,
        })
        .toBeGreaterThan(0);
    }
  }
  for (const icon of await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').all()) {
    const address = String(await icon.getAttribute('href'));
    expect((await fetch(`${origin}${address}`)).headers.get('content-type'), address).toMatch(/^image\//);
  }
});

test('npm run dev serves no file of content/, the history, a restore’s set-aside files or .env*, however the address is written', async () => {
  const files = [
    ...planted,
    'content/settings/site.yaml',
    '.vor-wiederherstellung/1/site.yaml',
    '.editor-history/HEAD',
    '.env.deploy',
  ];
  // A file that is not there gets the very same answer.
  expect(await notRefused(origin, spellingsOf(root, files))).toEqual([]);
});

test('npm run dev: the image pipeline reads no file outside the project and no picture of content/, whether it exists or not', async () => {
  expect(await notRefused(origin, imagePipelineProbes(root, outside))).toEqual([]);
});

test('npm run dev answers another site nothing: not its pages, not the portrait’s variants', async ({ browser }) => {
  const home = await (await fetch(`${origin}/`)).text();
  const variant = /\/@imagetools\/[0-9a-f]+/.exec(home)?.[0] ?? '';
  expect(variant).not.toBe('');
  const own = await rawGet(origin, variant, { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'image' });
  expect(own.status).toBe(200);
  // Another site, and another port of this computer (the "same site" for a browser), each way a page can ask.
  for (const site of ['cross-site', 'same-site']) {
    expect(
      await answerTo(origin, variant, {
        'Sec-Fetch-Site': site,
        'Sec-Fetch-Mode': 'no-cors',
        'Sec-Fetch-Dest': 'image',
      }),
    ).toEqual(refusedAnswer);
    expect(
      await answerTo(origin, '/', {
        'Sec-Fetch-Site': site,
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'document',
      }),
    ).toEqual(refusedAnswer);
    expect(
      await answerTo(origin, '/@vite/client', {
        'Sec-Fetch-Site': site,
        'Sec-Fetch-Mode': 'cors',
        'Sec-Fetch-Dest': 'script',
      }),
    ).toEqual(refusedAnswer);
  }
  // The same in a browser: a page on another port shows none of the portrait's variants.
  const { origin: foreign, server: foreignServer } = await foreignSite();
  const page = await browser.newPage();
  try {
    await page.goto(`${foreign}/`);
    const width = await page.evaluate(
      (source) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = source;
        }),
      `${origin}${variant}`,
    );
    expect(width).toBe(0);
  } finally {
    await page.close();
    foreignServer.close();
  }
});
