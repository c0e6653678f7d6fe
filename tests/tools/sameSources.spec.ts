import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { testChromiumPath } from '#dev/startPreview.mjs';
import { type LocalFile, localFiles } from '#tools/deploy/localFiles.ts';
import { makePlan } from '#tools/deploy/plan.ts';
import { withOpenTranslations } from '../support/openTranslations.ts';
import { testChromiumArgs } from '../support/playwrightBase.ts';
import { ownerEnv, projectCopy, replaceImages } from '../support/projectCopy.ts';
import { serveSite } from '../support/siteBuild.ts';

// Two builds of one copy of the project ready to go live with its English pages switched on and
// two translations open (support/openTranslations.ts), whose first article has a camera photo:
// (A) the owner's `npm run build:live`, fresh, without the pictures' cache – what goes live, checked here for
// the launch check (tests/tools/launch.spec.ts checks its refusals); then (B) `npm run build` with
// the cache A left and the clock a year and a month later, after one sentence of an English article
// changed. Every file the changed sentence does not explain must be the same bytes: only the English
// article's files – a small deploy. No built file may carry the photo's EXIF or GPS data. (A German
// article's one changed sentence, deployed: backup.spec.ts and deploy.spec.ts.)

const photoArticle = 'content/articles/innovation-praxis.md';
const shiftDays = 400;
/** The English article whose one sentence changes for build B, and the sentence, before and after. */
const englishArticle = 'content/en/articles/internationalisation-strategy.md';
const sentence = [
  'Austria is a small home market.',
  'Austria is a small home market, and export credit insurance makes the step abroad easier to plan.',
] as const;

let root = '';
const builds: Record<'a' | 'b', LocalFile[]> = { a: [], b: [] };
let photo: Buffer = Buffer.alloc(0);
const client = (build: string) => path.join(root, `dist-${build}`, 'client');
const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What `npm run build:live` printed for build A. */
let live = { output: '', lastLine: '' };

/** `npm run <script>` in the copy as the owner runs it; its dist folder kept as dist-<name>. */
async function build(name: keyof typeof builds, env: Record<string, string> = {}, script = 'build') {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: root,
    env: { ...ownerEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output.slice(-3000)).toBe(0);
  renameSync(path.join(root, 'dist'), path.join(root, `dist-${name}`));
  builds[name] = localFiles(client(name));
  return { output, lastLine: stdout.trim().split('\n').at(-1) ?? '' };
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
  await replaceImages(root);
  withOpenTranslations(root);
  photo = await cameraPhoto();
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, 'content/images/blog/werkstatt.jpg'), photo);
  const file = path.join(root, photoArticle);
  writeFileSync(
    file,
    `${readFileSync(file, 'utf8').trimEnd()}\n\n![Werkbank einer Tischlerei mit Prototypen aus Holz](/images/blog/werkstatt.jpg)\n`,
  );
  live = await build('a', {}, 'build:live');
  const english = path.join(root, englishArticle);
  const englishText = readFileSync(english, 'utf8');
  expect(englishText).toContain(sentence[0]);
  writeFileSync(english, englishText.replace(sentence[0], sentence[1]));
  await build('b', {
    NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('tests/support/shiftedClock.mjs'))}`,
    CLOCK_SHIFT_DAYS: String(shiftDays),
  });
});
test.afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file that is not the same bytes in both builds: changed, or in one of them only. */
function changedBetween(x: LocalFile[], y: LocalFile[]): string[] {
  const hashes = (files: LocalFile[]) => new Map(files.map((file) => [file.path, file.hash]));
  const [inX, inY] = [hashes(x), hashes(y)];
  return [...new Set([...inX.keys(), ...inY.keys()])].filter((file) => inX.get(file) !== inY.get(file)).sort();
}

/** The search index, named by its content: the changed language's blog names a new one. */
const searchIndex = /^assets\/search-index\.[0-9a-f]+\.json$/;

test('the same sources give the same files, from the cache of an earlier build and on another day', () => {
  expect(builds.a.length).toBeGreaterThan(50);
  expect(builds.a.some((file) => file.path === 'en/blog/internationalisation-strategy.html')).toBe(true);
  // B with the cache A left (the photo's variants among it), a year and a month later: only what
  // shows the changed sentence differs – the English article, the English blog list, its search index.
  const englishArticlePages = /^en\/(blog\/internationalisation-strategy\.html|blog\.html)(\.br)?$/;
  const changed = changedBetween(builds.a, builds.b);
  expect(changed).toContain('en/blog/internationalisation-strategy.html');
  expect(changed.filter((file) => !englishArticlePages.test(file) && !searchIndex.test(file))).toEqual([]);
  const lastmods = (build: string) =>
    [...readFileSync(path.join(client(build), 'sitemap.xml'), 'utf8').matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})/g)].map(
      (match) => match[1],
    );
  expect(lastmods('a')).not.toContain(today());
  expect(lastmods('b')).not.toContain(today(shiftDays));
});

test('build:live builds what goes live with the owner’s values, also with English on while translations are open', () => {
  expect(live.lastLine, live.output.slice(-2000)).toBe(
    'Startklar: keine offenen Punkte, 2 Übersetzungen offen – dist/client kann hochgeladen werden',
  );
  const english = path.join(client('a'), 'en');
  expect(existsSync(path.join(english, 'index.html'))).toBe(true);
  expect(existsSync(path.join(english, 'blog/go-to-market-strategy.html'))).toBe(true);
  expect(existsSync(path.join(english, 'blog/innovation-in-practice.html'))).toBe(false);

  const home = readFileSync(path.join(client('a'), 'index.html'), 'utf8');
  const article = readFileSync(path.join(client('a'), 'blog/go-to-market-strategie.html'), 'utf8');
  const first = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
  expect(first(home, /<title>([^<]*)<\/title>/)).toContain('Berger Strategieberatung');
  expect(first(article, /<title>([^<]*)<\/title>/)).toMatch(/ \| Berger Strategieberatung$/);
  expect(first(home, /<link rel="canonical" href="([^"]*)"/)).toBe('https://www.berger-strategie.at/');
  expect(first(home, /<meta property="og:url" content="([^"]*)"/)).toBe('https://www.berger-strategie.at/');
  const graph = first(home, /<script type="application\/ld\+json">(.*?)<\/script>/) ?? '';
  expect(graph).toContain('"@type":"Person","@id":"https://www.berger-strategie.at/#person","name":"Elisabeth Berger"');
  expect(first(home, /<header[^>]*>.*?<a[^>]*href="\/"[^>]*>(.*?)<\/a>/)).toContain('Berger');
  expect(/Mustermann|example\.com/.test(home), 'template values left on the home page').toBe(false);
  const impressum = readFileSync(path.join(client('a'), 'impressum.html'), 'utf8');
  expect(impressum.includes('ATU12345675'), 'UID in the Impressum').toBe(true);
  expect(impressum.includes('Magistrat der Stadt Villach'), 'authority in the Impressum').toBe(true);
  expect(graph).toContain('"telephone":"+436642345678"');
  expect(readFileSync(path.join(client('a'), 'sitemap.xml'), 'utf8')).toContain(
    '<loc>https://www.berger-strategie.at/blog</loc>',
  );
  expect(readFileSync(path.join(client('a'), '_headers'), 'utf8')).toMatch(
    /Content-Security-Policy: [^\n]*connect-src[^;\n]*https:\/\/formspree\.io/,
  );
});

test('the photo reaches the page as sized variants of at most 1600 px, without EXIF or GPS, the original not at all', async () => {
  // The photo's EXIF names the camera and points to a GPS block (tag 0x8825, little-endian as sharp writes it).
  const exif = (await sharp(photo).metadata()).exif;
  expect([exif?.includes('Testkamera'), exif?.includes(Buffer.from([0x25, 0x88]))]).toEqual([true, true]);
  const images = builds.a.filter((file) => /\.(avif|webp|jpe?g|png)$/.test(file.path));
  for (const file of images) {
    const metadata = await sharp(path.join(client('a'), file.path)).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc], file.path).toEqual([undefined, undefined, undefined]);
  }
  for (const file of builds.a)
    expect(readFileSync(path.join(client('a'), file.path)).includes('Testkamera'), file.path).toBe(false);
  const variants = images.filter((file) => file.path.startsWith('assets/blog/werkstatt-'));
  const widths = await Promise.all(
    variants.map(async (file) => (await sharp(path.join(client('a'), file.path)).metadata()).width),
  );
  expect(Math.max(...widths)).toBe(1600);
  expect(builds.a.some((file) => file.path.includes('werkstatt.jpg') || file.size === photo.length)).toBe(false);
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

  const html = readFileSync(path.join(client('a'), 'blog/innovation-praxis.html'), 'utf8');
  const picture = html.match(/<picture>.*?<\/picture>/s)?.[0] ?? '';
  const tags = picture.match(/<(source|img) [^>]*>/g) ?? [];
  expect(tags.map((tag) => tag.split(' ')[0])).toEqual(['<source', '<source', '<img']);
  for (const tag of tags)
    for (const attribute of ['srcset', 'sizes', 'width="1600"', 'height="1200"']) expect(tag).toContain(attribute);
  expect(tags[2]).toContain('loading="lazy"');
});

test('one changed sentence of an English article uploads only English files: its page, the English blog and its search index; the English search finds its new words', async () => {
  const plan = makePlan(builds.b, Object.fromEntries(builds.a.map((file) => [file.path, file.hash])));
  const uploads = plan.uploads.map((file) => `${file.path} (${file.size})`);
  console.log(
    `Ein englischer Satz geändert: ${plan.uploads.length} Dateien, ${plan.uploads.reduce((sum, file) => sum + file.size, 0)} Bytes hochgeladen, ${plan.deletions.length} gelöscht: ${uploads.join(', ')}`,
  );
  const paths = plan.uploads.map((file) => file.path);
  expect(paths).toContain('en/blog/internationalisation-strategy.html');
  // The English blog's new search index replaces its old one; the German blog keeps its own.
  expect(paths.filter((file) => !file.startsWith('en/') && !searchIndex.test(file))).toEqual([]);
  const germanBlog = readFileSync(path.join(client('b'), 'blog.html'), 'utf8');
  const englishBlog = readFileSync(path.join(client('b'), 'en/blog.html'), 'utf8');
  for (const index of paths.filter((file) => searchIndex.test(file))) {
    expect(englishBlog).toContain(index);
    expect(germanBlog).not.toContain(index);
  }
  expect(plan.deletions.filter((file) => !searchIndex.test(file))).toEqual([]);
  expect(paths.length, uploads.join('\n')).toBeLessThanOrEqual(10);

  const site = await serveSite(path.join(root, 'dist-b'));
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: testChromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/en/blog`);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('export credit insurance');
    await expect(page.getByRole('link', { name: /Planning internationalisation/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 article');
  } finally {
    await browser.close();
    await site.stop();
  }
});
