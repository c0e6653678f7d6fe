import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDataFile } from '#model/load/dataFile.ts';
import { brokenLinks, htmlValidateErrors } from '../support/builtChecks.ts';
import {
  englishArticles,
  englishClient,
  englishHtmlFiles,
  englishPages,
  oneEnglishPagePerKind,
} from '../support/englishSite.ts';
import { expect, englishTest as test } from '../support/englishTest.ts';
import { germanCopyStrings, pageText } from '../support/germanWords.ts';
import { decodeHtml } from '../support/html.ts';
import { jsonLdBlocks, nodesOfType } from '../support/jsonLd.ts';
import { nuValidate } from '../support/nuValidator.ts';
import { allPages } from '../support/routes.ts';
import { dynamicImports, gzipSize, initialCode, staticGraph } from '../support/scripts.ts';

// Checks of the English build's files (project "files"): the English pages it must have, their
// links and markup, their heads beside the German pages' heads, their script weight.

const [article] = englishArticles();
const readIn = (root: string) => (file: string) => readFileSync(path.join(englishClient(root), file), 'utf8');

/** The German file of each English page kind (the 404 page is /404 in both). */
const germanFileOf: Record<string, (englishFile: string) => string> = {
  home: () => 'index.html',
  blog: () => 'blog.html',
  article: () => `blog/${article?.translationOf}.html`,
  service: (file) => file.replace(/^en\//, ''),
  package: (file) => file.replace(/^en\//, ''),
  'legal notice': () => 'impressum.html',
  privacy: () => 'datenschutz.html',
  '404': () => '404.html',
};

test('the English build has every English page and no other', ({ englishRoot }) => {
  expect(englishHtmlFiles(englishRoot)).toEqual(
    englishPages()
      .map((page) => page.file)
      .sort(),
  );
});

test('every internal link and #fragment of an English page resolves to a page or element', ({ englishRoot }) => {
  const client = englishClient(englishRoot);
  const english = englishPages().map(({ file, route }) => ({ file, route }));
  expect(brokenLinks(client, allPages(client), english)).toEqual([]);
});

test('html-validate and the W3C Nu validator find no errors in the English pages', async ({ englishRoot }) => {
  const client = englishClient(englishRoot);
  const files = englishPages().map((page) => page.file);
  expect(await htmlValidateErrors(client, files)).toEqual([]);
  const messages = nuValidate(files.map((file) => path.join(client, file)));
  expect(
    messages.map((m) => `${path.relative(client, new URL(m.url).pathname)}:${m.lastLine ?? 0} ${m.message}`),
  ).toEqual([]);
});

/** What a search engine reads in a page's head: language, addresses, locales, structured data. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => decodeHtml(head.match(pattern)?.[1] ?? '');
  const ld = jsonLdBlocks(html);
  return {
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    ogLocale: attr(/<meta property="og:locale" content="([^"]+)"/),
    ogLocaleAlternate: attr(/<meta property="og:locale:alternate" content="([^"]+)"/),
    inLanguage: [...new Set(JSON.stringify(ld).match(/"inLanguage":"[^"]+"/g) ?? [])],
    entities: Object.fromEntries(
      ['Organization', 'Person', 'ProfessionalService'].map((type) => [
        type,
        nodesOfType(ld, type).map((node) => node['@id']),
      ]),
    ),
  };
}

for (const { kind, file, route } of oneEnglishPagePerKind().filter((page) => page.kind !== '404')) {
  test(`the ${kind} page's head in German and in English: lang, canonical, hreflang alternates, og:locale, JSON-LD`, ({
    englishRoot,
  }) => {
    const read = readIn(englishRoot);
    const siteUrl = loadDataFile('settings', englishRoot).data.url;
    const germanFile = germanFileOf[kind]!(file);
    const german = headOf(read(germanFile));
    const english = headOf(read(file));
    const germanRoute = allPages(englishClient(englishRoot)).find((page) => page.file === germanFile)!.route;
    const germanUrl = `${siteUrl}${germanRoute}`;
    const englishUrl = `${siteUrl}${route}`;
    const alternates = { 'de-AT': germanUrl, en: englishUrl, 'x-default': englishUrl };

    expect(german.lang).toBe('de-AT');
    expect(english.lang).toBe('en');
    expect(german.canonical).toBe(germanUrl);
    expect(english.canonical).toBe(englishUrl);
    expect(german.alternates).toEqual(alternates);
    expect(english.alternates).toEqual(alternates);
    expect([german.ogLocale, german.ogLocaleAlternate]).toEqual(['de_AT', 'en_GB']);
    expect([english.ogLocale, english.ogLocaleAlternate]).toEqual(['en_GB', 'de_AT']);
    expect(german.inLanguage).toEqual(['"inLanguage":"de-AT"']);
    expect(english.inLanguage).toEqual(['"inLanguage":"en"']);
    // Both languages describe the same organisation, person and service.
    expect(english.entities).toEqual(german.entities);
    expect(german.entities.Organization).toHaveLength(1);
  });
}

test('no English page shows the German wording of the interface (model/copy), in its HTML or its scripts', ({
  englishRoot,
}) => {
  const client = englishClient(englishRoot);
  const read = readIn(englishRoot);
  const strings = germanCopyStrings();
  expect(strings.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { file, route } of englishPages()) {
    const html = read(file);
    // Its page script and what that loads on demand (the contact dialog's island).
    const scripts = new Set(
      [...initialCode(html, client)].flatMap((src) => [
        src,
        ...dynamicImports(src, client).flatMap((lazy) => [...staticGraph(lazy, new Set(), client)]),
      ]),
    );
    const text = [pageText(html), ...[...scripts].map((src) => read(src))].join('\n');
    for (const german of strings)
      if (text.includes(german.text)) found.push(`${route}: „${german.text}“ (${german.file})`);
  }
  expect(found).toEqual([]);
});

// The same code in both languages, only the words differ: an English page's first load is no larger
// than its German page's, whose words are the longer ones.
test('an English page loads no more JavaScript at first than its German page', ({ englishRoot }) => {
  const client = englishClient(englishRoot);
  const read = readIn(englishRoot);
  const firstLoad = (file: string) =>
    [...initialCode(read(file), client)].reduce((total, src) => total + gzipSize(src, client), 0);
  for (const { kind, file, route } of oneEnglishPagePerKind()) {
    const german = germanFileOf[kind]!(file);
    expect(firstLoad(file), `${route} against ${german}`).toBeLessThanOrEqual(firstLoad(german));
  }
});
