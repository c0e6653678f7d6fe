import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { articleCollection, dataFiles } from '#model/collections.ts';
import { englishArticlesFolder, englishFileOf, sourcesFile, sourcesKeyOf } from '#model/i18n/englishFiles.ts';
import { sourceHash } from '#model/i18n/sourceHash.ts';
import {
  englishArticlesBySource,
  readSources,
  type TranslationPair,
  translationOfText,
  translationPairs,
} from '#model/i18n/translationStatus.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { readYamlFile } from '#model/load/yamlFile.ts';
import { subjectOf } from '../../../history/describe.ts';
import type { EditorHistory } from '../../../history/store.ts';
import { englishText } from '../../text/english.ts';
import { checkPath, type EditorPath, PathRefused } from './paths.ts';

/**
 * The editor's side of the English version (content/en, model/i18n/englishFiles.ts): the status of
 * every page text and article, „Englische Fassung anlegen“ (a copy of the German file), „Als aktuell
 * markieren“, and what a save of an English file records: the hash of the German file it was
 * translated from, in content/en/sources.yaml (model/i18n/translationStatus.ts). Every path passes
 * the one path rule (paths.ts); every write goes through the history, sources.yaml with it.
 */

/** A pair as the page „Englisch“ shows it: with the German title of an article. */
export interface TranslationRow extends TranslationPair {
  title: string;
}

/** Whether the owner switched the English version on (content/settings/site.yaml `english: true`). */
export function englishOn(root: string): boolean {
  const values = readYamlFile(root, dataFiles.settings.file).document.toJS() as { english?: unknown } | null;
  return values?.english === true;
}

/** Every page text and article with its English status, for the page „Englisch“. */
export function translationRows(root: string): { english: boolean; rows: TranslationRow[] } {
  if (!englishOn(root)) return { english: false, rows: [] };
  const rows = translationPairs(root).map((pair) => ({
    ...pair,
    title: subjectOf(pair.german, { text: readFileSync(path.join(root, pair.german), 'utf8') }),
  }));
  return { english: true, rows };
}

/** The German file an English one was translated from (project-relative), or undefined when it names none. */
export function germanOf(english: EditorPath): string | undefined {
  if (english.kind === 'englishData') return english.key ? dataFiles[english.key].file : undefined;
  const text = existsSync(english.absolute) ? readFileSync(english.absolute, 'utf8') : '';
  const slug = translationOfText(text);
  return slug ? `${articleCollection.folder}/${slug}.md` : undefined;
}

/** sources.yaml with `english` recorded as translated from the German file's text as it is now. */
async function sourcesWith(root: string, english: string, german: string): Promise<string> {
  const sources = readSources(root);
  sources[sourcesKeyOf(english)] = sourceHash(await readFile(path.join(root, german), 'utf8'));
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
  return `# Vom Editor geschrieben: woraus jede englische Fassung übersetzt wurde (Kennung des deutschen Texts).\n${stringify(sorted)}`;
}

/** Writes sources.yaml with `english`'s German recorded; inside a change of the history. */
export async function recordSource(root: string, english: string, german: string): Promise<void> {
  const text = await sourcesWith(root, english, german);
  await mkdir(path.dirname(path.join(root, sourcesFile)), { recursive: true });
  await writeFile(path.join(root, sourcesFile), text);
}

/** The English article of a German one: the German text with `translationOf: <slug>` in its frontmatter. */
function englishArticleText(germanText: string, slug: string): string {
  const parts = splitFrontmatter(germanText);
  const yaml = (parts?.yaml ?? '').trimEnd();
  return `---\n${yaml}${yaml ? '\n' : ''}translationOf: ${slug}\n---\n${parts ? parts.body : germanText}`;
}

/**
 * „Englische Fassung anlegen“: a copy of the German page text or article into content/en, the
 * article with `translationOf` and, until the owner renames it, the German slug as its name.
 */
export async function startTranslation(root: string, history: EditorHistory, sent: unknown) {
  const german = checkPath(root, sent, ['data', 'article']);
  if (german.key === 'settings') throw new OwnerError([englishText.exists]);
  const slug = path.posix.basename(german.file, '.md');
  const englishFile = german.kind === 'article' ? `${englishArticlesFolder}/${slug}.md` : englishFileOf(german.file);
  const english = checkPath(root, englishFile, ['englishData', 'englishArticle']);
  const taken = german.kind === 'article' && englishArticlesBySource(root).has(slug);
  if (taken || existsSync(english.absolute)) throw new OwnerError([englishText.exists]);
  const germanText = await readFile(german.absolute, 'utf8');
  const text = german.kind === 'article' ? englishArticleText(germanText, slug) : germanText;
  const subject = englishText.subject(subjectOf(german.file, { text: germanText }));
  await history.change({ kind: 'save', subject, paths: [english.file, sourcesFile] }, async () => {
    await mkdir(path.dirname(english.absolute), { recursive: true });
    await writeFile(english.absolute, text);
    await recordSource(root, english.file, german.file);
  });
  return { path: english.file };
}

/** An English page text or article the owner translates; the settings' words are no entry of their own. */
function translatedFile(root: string, sent: unknown): EditorPath {
  const english = checkPath(root, sent, ['englishData', 'englishArticle']);
  if (english.key === 'settings') throw new PathRefused();
  return english;
}

/** „Als aktuell markieren“: the German's current hash recorded, the English file untouched. */
export async function markCurrent(root: string, history: EditorHistory, sent: unknown) {
  const english = translatedFile(root, sent);
  const german = germanOf(english);
  if (!german || !existsSync(path.join(root, german))) throw new OwnerError([englishText.noGerman]);
  const germanText = await readFile(path.join(root, german), 'utf8');
  const subject = englishText.markedSubject(subjectOf(german, { text: germanText }));
  await history.change({ kind: 'save', subject, paths: [sourcesFile] }, () => recordSource(root, english.file, german));
  return { message: englishText.marked };
}

/** One English file with the German text beside it, for the translation screen. */
export async function translationEntry(root: string, sent: unknown) {
  const english = translatedFile(root, sent);
  const german = germanOf(english);
  const germanText = german ? await readFile(path.join(root, german), 'utf8').catch(() => '') : '';
  const text = await readFile(english.absolute, 'utf8').catch(() => '');
  return { path: english.file, german: german ?? '', germanText, text };
}
