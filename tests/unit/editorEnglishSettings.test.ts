import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dataFiles } from '#model/collections.ts';
import { englishArticlesFolder, englishSettingsFile, sourcesFile } from '#model/i18n/englishFiles.ts';
import { isEnglishSettingsField, settingsLeaves } from '#model/i18n/englishSettings.ts';
import { germanSourceHash } from '#model/i18n/translationStatus.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { parseMarkedYaml } from '#model/load/templateValues.ts';
import { englishSettingsText, startedEnglishSettings } from '#tools/edit/server/files/englishSettings.ts';
import { moveSources, renameTranslation } from '#tools/edit/server/files/translations.ts';
import type { EditorHistory } from '#tools/history/store.ts';
import { englishArticle } from '../support/englishProject.ts';
import { englishProjects } from '../support/englishProjects.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';
import { refusalOf } from '../support/ownerErrors.ts';

// The editor's rules for the English settings' words (content/en/settings/site.yaml) and an English
// article's own address: only the fields with words are written, an empty one left out, the marks
// of unchanged values kept, every save checked by the settings schema over the German file; the
// status follows the German words only; a rename moves the article's record in sources.yaml.

const project = englishProjects();
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** A copy with the fixture's English settings words in place. */
function withEnglishSettings(): string {
  const root = project();
  mkdirSync(path.join(root, path.dirname(englishSettingsFile)), { recursive: true });
  cpSync(path.join(fixtureRoot, englishSettingsFile), path.join(root, englishSettingsFile));
  return root;
}

const valuesOf = (text: string) => parseMarkedYaml(text).document.toJS() as Record<string, unknown>;

describe('the English settings words as the editor writes them', () => {
  it('writes the words, leaves an empty one out and keeps the marks and comments of the others', () => {
    const root = withEnglishSettings();
    const values = valuesOf(read(root, englishSettingsFile));
    const person = values.person as Record<string, unknown>;
    const whatsapp = values.whatsapp as Record<string, unknown>;
    const text = englishSettingsText(root, {
      ...values,
      person: { ...person, jobTitle: 'Strategy consultant' },
      whatsapp: { ...whatsapp, greeting: '' },
    });
    expect(text).toMatch(/^ {2}jobTitle: Strategy consultant$/m);
    expect(text).not.toContain('greeting:');
    expect(text).toMatch(/^defaultImageAlt: !platzhalter /m);
    expect(text).toMatch(/^ {2}formServiceTransferBasis: !platzhalter /m);
    expect(text.startsWith('# Einstellungen – englische Fassung')).toBe(true);
  });

  it('refuses a field without words and a word the settings schema refuses, naming the English file', () => {
    const root = withEnglishSettings();
    const stranger = refusalOf(() => englishSettingsText(root, { brand: 'Andere Marke' }));
    expect(stranger.problems).toEqual([expect.objectContaining({ file: englishSettingsFile, field: 'brand' })]);
    const short = refusalOf(() => englishSettingsText(root, { description: 'Too short.' }));
    expect(short.problems).toEqual([
      expect.objectContaining({ file: englishSettingsFile, text: expect.stringMatching(/50–160 Zeichen/) }),
    ]);
  });

  it('starts the English file from the German words only, template values still marked', () => {
    const root = project();
    const text = startedEnglishSettings(root);
    const words = settingsLeaves(
      parse(text, { customTags: [{ tag: '!platzhalter', resolve: (value: string) => value }] }),
    );
    expect(words.map(([keys]) => keys.join('.')).every(isEnglishSettingsField)).toBe(true);
    expect(text).toMatch(/^tagline: Strategie · Marke · Umsetzung$/m);
    expect(text).toMatch(/^defaultImageAlt: !platzhalter /m);
    // An empty German value (no transfer) is left out: the English pages take it from the German file.
    expect(text).not.toContain('hostingTransferBasis');
    expect(() => englishSettingsText(root, valuesOf(text))).not.toThrow();
  });

  it('counts the German words only: a new phone number keeps the English „übersetzt“, a new tagline not', () => {
    const german = read(project(), dataFiles.settings.file);
    const hash = germanSourceHash(dataFiles.settings.file, german);
    expect(germanSourceHash(dataFiles.settings.file, german.replace(/^phone: .*$/m, 'phone: "+43 1 234"'))).toBe(hash);
    expect(germanSourceHash(dataFiles.settings.file, german.replace(/^tagline: .*$/m, 'tagline: Neu'))).not.toBe(hash);
    expect(germanSourceHash(dataFiles.home.file, 'a')).not.toBe(germanSourceHash(dataFiles.home.file, 'b'));
  });
});

/** A history that runs each change at once, for the rules around it. */
const history = { change: async (_note: unknown, run: () => Promise<void>) => run() } as unknown as EditorHistory;

describe('an English article’s own address', () => {
  const from = `${englishArticlesFolder}/${englishArticle.slug}.md`;
  const to = `${englishArticlesFolder}/market-entry.md`;

  it('renames the file and moves its record in sources.yaml', async () => {
    const root = project();
    writeFileSync(path.join(root, sourcesFile), `articles/${englishArticle.slug}.md: 0123456789abcdef\n`);
    expect(await renameTranslation(root, history, from, 'market-entry')).toEqual({ path: to });
    expect(existsSync(path.join(root, from))).toBe(false);
    expect(read(root, to)).toContain(`translationOf: ${englishArticle.translationOf}`);
    expect(parse(read(root, sourcesFile))).toEqual({ 'articles/market-entry.md': '0123456789abcdef' });
  });

  it('refuses an address that is no slug, one taken, and anything but an English article', async () => {
    const root = project();
    writeFileSync(path.join(root, to), read(root, from));
    const before = read(root, from);
    for (const slug of ['Market Entry', '', '../x', 'x.md'])
      await expect(renameTranslation(root, history, from, slug), slug).rejects.toBeInstanceOf(OwnerError);
    await expect(renameTranslation(root, history, from, 'market-entry')).rejects.toBeInstanceOf(OwnerError);
    await expect(renameTranslation(root, history, dataFiles.home.file, 'x')).rejects.toBeInstanceOf(OwnerError);
    expect(read(root, from)).toBe(before);
  });

  it('drops a deleted article’s record and writes nothing without a sources.yaml', async () => {
    const root = project();
    await moveSources(root, [{ from }]);
    expect(existsSync(path.join(root, sourcesFile))).toBe(false);
    writeFileSync(
      path.join(root, sourcesFile),
      `articles/${englishArticle.slug}.md: 0123456789abcdef\ntexts/home.yaml: x\n`,
    );
    await moveSources(root, [{ from }]);
    expect(parse(read(root, sourcesFile))).toEqual({ 'texts/home.yaml': 'x' });
  });
});
