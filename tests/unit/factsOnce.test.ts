import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCopy } from '#model/copy/blog';
import { footerCopy } from '#model/copy/footer';
import { site } from '#model/site';

// Issue 30: the years of experience and the federal state stand once, in content/settings/site.yaml;
// every other text takes them from there ({years}, {region} in the owner's files, `site` in code).

/** The files of a folder and its subfolders whose names end with one of `extensions`. */
function filesIn(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesIn(file, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [file] : [];
  });
}

/** Code without its comments (a comment may name an example: "e.g. Kärnten"). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
/** YAML without its comment lines. */
const yamlValues = (text: string) => text.replace(/^\s*#.*$/gm, '');

const years = /\b(15|fünfzehn)\s+Jahren?\b/i;

const code = [
  ...filesIn('model', ['.ts', '.tsx']),
  ...filesIn('pages', ['.ts', '.tsx']),
  ...filesIn('components', ['.ts', '.tsx']),
]
  .filter((file) => !file.startsWith(path.join('model', 'schemas', 'settings')))
  .map((file) => ({ file, text: withoutComments(readFileSync(file, 'utf8')) }));
const pageTexts = filesIn('content/texts', ['.yaml']).map((file) => ({
  file,
  text: yamlValues(readFileSync(file, 'utf8')),
}));
const articleTexts = filesIn('content/articles', ['.md']).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The nine Bundesländer and the adjectives a text uses for them ("Kärntner Unternehmen"). */
const bundeslaender =
  /\b(Burgenland|burgenländische[rns]?|Kärnten|Kärntner|Niederösterreich|niederösterreichische[rns]?|Oberösterreich|oberösterreichische[rns]?|Salzburg|Salzburger|Steiermark|steirische[rns]?|Tirol|Tiroler|Vorarlberg|Vorarlberger|Wien|Wiener)\b/i;

/**
 * Lines that name a Bundesland outside the settings (issue 43: no exemption for the funding body, which
 * is a setting too). Vienna is exempt where it is the Datenschutzbehörde's address, a fixed fact.
 */
const regionLines = (entries: { file: string; text: string }[]) =>
  entries.flatMap(({ file, text }) =>
    text
      .split('\n')
      .filter((line) => bundeslaender.test(line) && !/1030 Wien/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );

describe('facts typed once', () => {
  it('finds the files it checks', () => {
    expect(code.length).toBeGreaterThan(50);
    expect(pageTexts.length).toBe(6);
    expect(articleTexts.length).toBeGreaterThanOrEqual(5);
  });

  it('types no "15 Jahre" outside the settings: code, page texts and articles', () => {
    const found = [...code, ...pageTexts, ...articleTexts]
      .filter(({ text }) => years.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('types no Bundesland outside the settings: code, page texts and articles (issue 43)', () => {
    expect(regionLines([...code, ...pageTexts, ...articleTexts])).toEqual([]);
  });

  it('fills {region} and the funding body in the articles from the settings', async () => {
    const { articles } = await import('#model/articles');
    const html = articles.map((article) => `${article.title} ${article.description} ${article.content}`).join('\n');
    expect(html).not.toMatch(/\{\w*\}/);
    const funding = articles.find((article) => article.slug === 'foerderungen-innovation')!;
    expect(funding.description).toContain(site.regionalFunding.shortName);
    expect(funding.content).toContain(
      `Standort in ${site.address.region} ist die Förderstelle des Landes zuständig: ${site.regionalFunding.name} (${site.regionalFunding.shortName})`,
    );
  });

  it('fills the blog intro, the footer claim and the settings texts from the settings', () => {
    expect(blogCopy.intro).toContain(`mehr als ${site.yearsOfExperience} Jahren`);
    expect(footerCopy.claim).toContain(`aus ${site.address.region} `);
    expect(readFileSync('pages/index/+pageMeta.ts', 'utf8')).toMatch(
      /Strategieberatung in \$\{site\.address\.region\}/,
    );
    for (const text of [site.person.bio, site.description, site.defaultImageAlt, site.legal.chamber])
      expect(text).not.toMatch(/[{}]/);
    expect(site.legal.chamber).toMatch(new RegExp(`^Wirtschaftskammer ${site.address.region},`));
    const settings = yamlValues(readFileSync('content/settings/site.yaml', 'utf8'));
    // Besides the region itself, only the funding body's own name may say it (issue 43: the chamber takes {region}).
    const region = settings.split('\n').filter((line) => /Kärnt(en|ner)/.test(line));
    expect(region.map((line) => line.trim())).toEqual([
      'region: Kärnten',
      'name: !platzhalter Kärntner Wirtschaftsförderungs Fonds',
    ]);
    expect(settings).not.toMatch(years);
    expect(site.person.bio).toContain(
      `${site.address.region}. Begleitet seit mehr als ${site.yearsOfExperience} Jahren`,
    );
  });

  it('assumes no gender of the owner where the settings do not say it', () => {
    expect(blogCopy.authorHeading).not.toMatch(/\bAutor(in)?\b/);
  });
});
