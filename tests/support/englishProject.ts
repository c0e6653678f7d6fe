import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articleCollection, dataFiles } from '#model/collections.ts';
import {
  englishArticlesFolder,
  englishFolder,
  englishTextFile,
  type TextKey,
  textKeys,
} from '#model/i18n/englishFiles.ts';
import { fixtureRoot } from './fixtureSite.ts';

/** The English article of the copy: the fixture's go-to-market article under its English name. */
export const englishArticle = { slug: 'go-to-market-strategy', translationOf: 'go-to-market-strategie' };

/**
 * A copy of the fixture project with English switched on, for tests of the files made from both
 * languages: the page texts of `texts` (default: all) copied to content/en/texts/ (German words
 * serve: what is tested is which file exists, not its language), and one English article. Each test
 * gets its own folder, so it may change files.
 */
export function englishProject(texts: readonly TextKey[] = textKeys, english = true): string {
  const root = mkdtempSync(path.join(tmpdir(), 'english-project-'));
  cpSync(fixtureRoot, root, { recursive: true });
  // The fixture's own English (its README) is left out: these tests decide which English files exist.
  rmSync(path.join(root, englishFolder), { recursive: true, force: true });
  // In its section, as the template's settings file has it (the editor's „Einstellungen › Sprachen“).
  appendFileSync(path.join(root, dataFiles.settings.file), `\n# ─── Sprachen ───\nenglish: ${english}\n`);
  for (const key of texts) {
    const target = path.join(root, englishTextFile(key));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, dataFiles[key].file), target);
  }
  const german = readFileSync(path.join(root, articleCollection.folder, `${englishArticle.translationOf}.md`), 'utf8');
  mkdirSync(path.join(root, englishArticlesFolder), { recursive: true });
  writeFileSync(
    path.join(root, englishArticlesFolder, `${englishArticle.slug}.md`),
    german
      .replace(/^---\n/, `---\ntranslationOf: ${englishArticle.translationOf}\n`)
      .replace(/^title: .*$/m, 'title: "Go-to-market strategy"')
      .replace(/^dateModified: .*$/m, 'dateModified: 2025-02-03'),
  );
  return root;
}
