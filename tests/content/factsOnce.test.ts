import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesIn } from '../support/filesIn.ts';

// The years of experience and the federal state stand once, in content/settings/site.yaml;
// every other text takes them from there ({years}, {region} in the owner's files, `site` in code).
// A named check of the shipped files (docs/testing.md, "How the unit tests are organised"): the code, the
// template's page texts, articles and settings as they are. That the fields are filled in from the
// settings is tested on the fixture project (tests/unit/factsOnce.test.ts).

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
  // The settings schema and the tables of the nine Bundesländer (their grammar, their English names) name them by design.
  .filter(
    (file) =>
      !file.startsWith(path.join('model', 'schemas', 'settings')) &&
      file !== path.join('model', 'lists', 'bundeslaender.ts') &&
      file !== path.join('model', 'i18n', 'regionNames.ts'),
  )
  .map((file) => ({ file, text: withoutComments(readFileSync(file, 'utf8')) }));
const pageTexts = filesIn('content/texts', ['.yaml']).map((file) => ({
  file,
  text: yamlValues(readFileSync(file, 'utf8')),
}));
const articleTexts = filesIn('content/articles', ['.md']).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The nine Bundesländer and the adjectives a text uses for them ("Kärntner Unternehmen"). */
const bundeslaender =
  /\b(Burgenland|burgenländische[rns]?|Kärnten|Kärntner|Niederösterreich|niederösterreichische[rns]?|Oberösterreich|oberösterreichische[rns]?|Salzburg|Salzburger|Steiermark|steirische[rns]?|Tirol|Tiroler|Vorarlberg|Vorarlberger|Wien|Wiener)\b/i;

/** Each Bundesland with the forms a text uses for it. */
const regionForms: Record<string, RegExp> = {
  Burgenland: /burgenländ|burgenland/i,
  Kärnten: /kärnt/i,
  Niederösterreich: /niederösterreich/i,
  Oberösterreich: /oberösterreich/i,
  Salzburg: /salzburg/i,
  Steiermark: /steiermark|steirisch/i,
  Tirol: /tirol/i,
  Vorarlberg: /vorarlberg/i,
  Wien: /\bwien/i,
};

/**
 * Lines that name a Bundesland outside the settings (no exemption for the funding body, which is a
 * setting too). Vienna is exempt where it is the Datenschutzbehörde's address, a fixed fact.
 */
const regionLines = (entries: { file: string; text: string }[]) =>
  entries.flatMap(({ file, text }) =>
    text
      .split('\n')
      .filter((line) => bundeslaender.test(line) && !/1030 Wien/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );

describe('facts typed once in the shipped files', () => {
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

  it('types no Bundesland outside the settings: code, page texts and articles', () => {
    expect(regionLines([...code, ...pageTexts, ...articleTexts])).toEqual([]);
  });

  it('names the Bundesland in the settings only as the region and in the funding body\'s name, and no "15 Jahre"', () => {
    const text = readFileSync('content/settings/site.yaml', 'utf8');
    const settings = yamlValues(text);
    // Besides the region itself, only the funding body's own name may say it (the chamber's name takes
    // {region}): whichever Bundesland the owner's settings name.
    const region = /^ {2}region: (.+)$/m.exec(text)?.[1]?.trim() ?? '';
    const forms = regionForms[region];
    expect(forms, `region: ${region}`).toBeDefined();
    const fields = settings
      .split('\n')
      .filter((line) => forms?.test(line))
      .map((line) => line.trim().split(':')[0]);
    expect(fields).toContain('region');
    expect(fields.filter((field) => field !== 'region' && field !== 'name')).toEqual([]);
    expect(settings).not.toMatch(years);
  });
});
