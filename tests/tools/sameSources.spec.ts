import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, testChromiumPath } from '#dev/startPreview.mjs';
import { type LocalFile, localFiles } from '#tools/deploy/localFiles.ts';
import { makePlan } from '#tools/deploy/plan.ts';
import { ownerEnv, projectCopy } from '../support/projectCopy.ts';
import { serveSite } from '../support/siteBuild.ts';

// Four `npm run build`s of one copy of the project with its English pages switched on, whose first
// article has a camera photo: (A) fresh, without any cache; (B) again, with the clock a year and a
// month later; (C) after one sentence of another article changed; (D) after one word of an English
// article changed. A and B must be the same files; A to C and C to D must be small deploys, D's only
// of English files; no built file may carry the photo's EXIF or GPS data.

const photoArticle = 'content/articles/innovation-praxis.md';
const changedArticle = 'content/articles/internationalisierung-strategie.md';
const sentence = [
  'Österreich ist ein kleiner Heimmarkt.',
  'Österreich ist ein kleiner Heimmarkt, und Exportkreditversicherungen machen den Schritt hinaus planbarer.',
] as const;
const shiftDays = 400;
/** The English article whose one word changes for build D, and the word, before and after. */
const englishArticle = 'content/en/articles/internationalisation-strategy.md';
const englishWord = ['Austria is a small home market.', 'Austria is a modest home market.'] as const;

let root = '';
const builds: Record<'a' | 'b' | 'c' | 'd', LocalFile[]> = { a: [], b: [], c: [], d: [] };
let photo: Buffer = Buffer.alloc(0);
const client = (build: string) => path.join(root, `dist-${build}`, 'client');
const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `npm run build` in the copy as the owner runs it; its dist folder kept as dist-<name>. */
async function build(name: keyof typeof builds, env: Record<string, string> = {}) {
  const child = spawn('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...ownerEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output.slice(-3000)).toBe(0);
  renameSync(path.join(root, 'dist'), path.join(root, `dist-${name}`));
  builds[name] = localFiles(client(name));
}

/**
 * A 4000 × 3000 camera photo with its position: seeded colours, smoothly enlarged, with fine
 * grain, so that it compresses like a photo and is the same bytes in every run.
 */
async function cameraPhoto(): Promise<Buffer> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const cells = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => random() * 255));
  const pixels = await sharp(cells, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + Math.round((random() - 0.5) * 24)));
  return sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Testkamera', Model: 'T-4000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 37/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 18/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  root = projectCopy('same-sources-');
  const settings = path.join(root, 'content/settings/site.yaml');
  writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^english: false$/m, 'english: true'));
  photo = await cameraPhoto();
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, 'content/images/blog/werkstatt.jpg'), photo);
  const file = path.join(root, photoArticle);
  writeFileSync(
    file,
    `${readFileSync(file, 'utf8').trimEnd()}\n\n![Werkbank einer Tischlerei mit Prototypen aus Holz](/images/blog/werkstatt.jpg)\n`,
  );
  await build('a');
  await build('b', {
    NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('tests/support/shiftedClock.mjs'))}`,
    CLOCK_SHIFT_DAYS: String(shiftDays),
  });
  const changed = path.join(root, changedArticle);
  const text = readFileSync(changed, 'utf8');
  expect(text).toContain(sentence[0]);
  writeFileSync(
    changed,
    text.replace(sentence[0], sentence[1]).replace(/^dateModified: .*$/m, 'dateModified: 2025-06-02'),
  );
  await build('c');
  const english = path.join(root, englishArticle);
  const englishText = readFileSync(english, 'utf8');
  expect(englishText).toContain(englishWord[0]);
  writeFileSync(english, englishText.replace(englishWord[0], englishWord[1]));
  await build('d');
});
test.afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a fresh build and one on another day, after it, give the same files', () => {
  const differ = (x: LocalFile[], y: LocalFile[]) => {
    const other = new Map(y.map((file) => [file.path, file.hash]));
    return x.filter((file) => other.get(file.path) !== file.hash).map((file) => file.path);
  };
  expect(builds.a.length).toBeGreaterThan(50);
  expect(builds.a.some((file) => file.path === 'en/blog/internationalisation-strategy.html')).toBe(true);
  expect({ onlyOrChangedInA: differ(builds.a, builds.b), onlyOrChangedInB: differ(builds.b, builds.a) }).toEqual({
    onlyOrChangedInA: [],
    onlyOrChangedInB: [],
  });
  const lastmods = (build: string) =>
    [...readFileSync(path.join(client(build), 'sitemap.xml'), 'utf8').matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})/g)].map(
      (match) => match[1],
    );
  expect(lastmods('a')).not.toContain(today());
  expect(lastmods('b')).not.toContain(today(shiftDays));
});

test('the photo reaches the page as sized variants of at most 1600 px, without EXIF or GPS, the original not at all', async () => {
  // The photo's EXIF names the camera and points to a GPS block (tag 0x8825, little-endian as sharp writes it).
  const exif = (await sharp(photo).metadata()).exif;
  expect([exif?.includes('Testkamera'), exif?.includes(Buffer.from([0x25, 0x88]))]).toEqual([true, true]);
  const images = builds.c.filter((file) => /\.(avif|webp|jpe?g|png)$/.test(file.path));
  for (const file of images) {
    const metadata = await sharp(path.join(client('c'), file.path)).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc], file.path).toEqual([undefined, undefined, undefined]);
  }
  for (const file of builds.c)
    expect(readFileSync(path.join(client('c'), file.path)).includes('Testkamera'), file.path).toBe(false);
  const variants = images.filter((file) => file.path.startsWith('assets/blog/werkstatt-'));
  const widths = await Promise.all(
    variants.map(async (file) => (await sharp(path.join(client('c'), file.path)).metadata()).width),
  );
  expect(Math.max(...widths)).toBe(1600);
  expect(builds.c.some((file) => file.path.includes('werkstatt.jpg') || file.size === photo.length)).toBe(false);
  // Bytes per format and width, for the record.
  console.log(
    `Testfoto 4000 × 3000 JPEG: ${photo.length} Bytes; ${variants
      .map(
        (file, i) =>
          `${file.path
            .split('/')
            .pop()!
            .replace(/\.[0-9a-f]+\./, ` ${widths[i]} px .`)} ${file.size}`,
      )
      .join(', ')}`,
  );

  const html = readFileSync(path.join(client('c'), 'blog/innovation-praxis.html'), 'utf8');
  const picture = html.match(/<picture>.*?<\/picture>/s)?.[0] ?? '';
  const tags = picture.match(/<(source|img) [^>]*>/g) ?? [];
  expect(tags.map((tag) => tag.split(' ')[0])).toEqual(['<source', '<source', '<img']);
  for (const tag of tags)
    for (const attribute of ['srcset', 'sizes', 'width="1600"', 'height="1200"']) expect(tag).toContain(attribute);
  expect(tags[2]).toContain('loading="lazy"');
});

test('one changed sentence uploads a handful of files, and the search finds its new word', async () => {
  const plan = makePlan(builds.c, Object.fromEntries(builds.a.map((file) => [file.path, file.hash])));
  const uploads = plan.uploads.map((file) => `${file.path} (${file.size})`);
  console.log(
    `Ein Satz geändert: ${plan.uploads.length} Dateien, ${plan.uploads.reduce((sum, file) => sum + file.size, 0)} Bytes hochgeladen, ${plan.deletions.length} gelöscht: ${uploads.join(', ')}`,
  );
  expect(plan.uploads.length, uploads.join('\n')).toBeLessThanOrEqual(10);
  expect(existsSync(path.join(client('c'), 'blog/internationalisierung-strategie.html'))).toBe(true);

  const site = await serveSite(path.join(root, 'dist-c'));
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags({ http1: true }) });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/blog`);
    await page.getByRole('searchbox', { name: 'Artikel durchsuchen' }).fill('Exportkreditversicherung');
    await expect(page.getByRole('link', { name: /Internationalisierung planen/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 Artikel');
  } finally {
    await browser.close();
    await site.stop();
  }
});

test('one changed word of an English article uploads only English files: its page, the English blog and its search index', () => {
  const plan = makePlan(builds.d, Object.fromEntries(builds.c.map((file) => [file.path, file.hash])));
  const uploads = plan.uploads.map((file) => file.path);
  console.log(`Ein englisches Wort geändert: ${uploads.length} Dateien hochgeladen: ${uploads.join(', ')}`);
  expect(uploads).toContain('en/blog/internationalisation-strategy.html');
  // The search index is named by its content: the English blog's new one replaces its old one.
  const searchIndex = /^assets\/search-index\.[0-9a-f]+\.json$/;
  expect(uploads.filter((file) => !file.startsWith('en/') && !searchIndex.test(file))).toEqual([]);
  const germanBlog = readFileSync(path.join(client('d'), 'blog.html'), 'utf8');
  const englishBlog = readFileSync(path.join(client('d'), 'en/blog.html'), 'utf8');
  for (const index of uploads.filter((file) => searchIndex.test(file))) {
    expect(englishBlog).toContain(index);
    expect(germanBlog).not.toContain(index);
  }
  expect(plan.deletions.filter((file) => !searchIndex.test(file))).toEqual([]);
  expect(uploads.length, uploads.join('\n')).toBeLessThanOrEqual(10);
});
