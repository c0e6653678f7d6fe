import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { articleCollection, dataFiles } from '#model/collections.ts';
import { englishArticlesFolder, englishFileOf, sourcesFile, sourcesKeyOf } from '#model/i18n/englishFiles.ts';
import {
  englishArticlesBySource,
  germanSourceHash,
  readSources,
  settingsTranslation,
  type TranslationPair,
  translationOfText,
  translationPairs,
} from '#model/i18n/translationStatus.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { parseMarkedYaml } from '#model/load/templateValues.ts';
import { readYamlFile } from '#model/load/yamlFile.ts';
import { slugify } from '#model/slug.ts';
import { subjectOf } from '../../../history/describe.ts';
import type { EditorHistory } from '../../../history/store.ts';
import { englishText } from '../../text/english.ts';
import { withEnglishCardTitles } from './englishAbout.ts';
import { germanSettingsText, startedEnglishSettings } from './englishSettings.ts';
import { checkPath, type EditorPath } from './paths.ts';

/**
 * The editor's side of the English version (content/en, model/i18n/englishFiles.ts): the status of
 * every page text and article, „Englische Fassung anlegen“ (a copy of the German file), „Als aktuell
 * markieren“, and what a save of an English file records: the hash of the German file it was
 * translated from, in content/en/sources.yaml (model/i18n/translationStatus.ts). Every path passes
 * the one path rule (paths.ts); every write goes through the history, sources.yaml with it.
 */

/** A pair as the page „Englisch“ shows it: with the German title of an article; the settings' words beside the page texts. */
export interface TranslationRow extends Omit<TranslationPair, 'kind'> {
  kind: TranslationPair['kind'] | 'settings';
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
  return { english: true, rows: [...rows, { ...settingsTranslation(root), title: englishText.settings }] };
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
  sources[sourcesKeyOf(english)] = germanSourceHash(german, await readFile(path.join(root, german), 'utf8'));
  return sourcesText(sources);
}

/**
 * sources.yaml after English files were renamed or deleted: each `from` key moved to its `to`, or
 * dropped where `to` is undefined; inside a change of the history. Nothing written without a record.
 */
export async function moveSources(root: string, moves: readonly { from: string; to?: string | undefined }[]) {
  if (!existsSync(path.join(root, sourcesFile))) return;
  const sources = readSources(root);
  for (const { from, to } of moves) {
    const hash = sources[sourcesKeyOf(from)];
    delete sources[sourcesKeyOf(from)];
    if (to && hash !== undefined) sources[sourcesKeyOf(to)] = hash;
  }
  await writeFile(path.join(root, sourcesFile), sourcesText(sources));
}

/** sources.yaml as the editor writes it: sorted, under its comment. */
function sourcesText(sources: Record<string, string>): string {
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
 * article with `translationOf` and, until the owner renames it, the German slug as its name; of
 * the settings, only the words that have an English version.
 */
export async function startTranslation(root: string, history: EditorHistory, sent: unknown) {
  const german = checkPath(root, sent, ['data', 'article']);
  const slug = path.posix.basename(german.file, '.md');
  const englishFile = german.kind === 'article' ? `${englishArticlesFolder}/${slug}.md` : englishFileOf(german.file);
  const english = checkPath(root, englishFile, ['englishData', 'englishArticle']);
  const taken = german.kind === 'article' && englishArticlesBySource(root).has(slug);
  if (taken || existsSync(english.absolute)) throw new OwnerError([englishText.exists]);
  const germanText = await readFile(german.absolute, 'utf8');
  const text =
    german.kind === 'article'
      ? englishArticleText(germanText, slug)
      : german.key === 'settings'
        ? startedEnglishSettings(root)
        : german.key === 'about'
          ? withEnglishCardTitles(parseMarkedYaml(germanText).document).toString({ lineWidth: 0 })
          : germanText;
  const subject = englishText.subject(subjectOf(german.file, { text: germanText }));
  await history.change({ kind: 'save', subject, paths: [english.file, sourcesFile] }, async () => {
    await mkdir(path.dirname(english.absolute), { recursive: true });
    await writeFile(english.absolute, text);
    await recordSource(root, english.file, german.file);
  });
  return { path: english.file };
}

/** An English page text, article or the settings' words, which the owner translates. */
const translatedFile = (root: string, sent: unknown): EditorPath =>
  checkPath(root, sent, ['englishData', 'englishArticle']);

/** „Als aktuell markieren“: the German's current hash recorded, the English file untouched. */
export async function markCurrent(root: string, history: EditorHistory, sent: unknown) {
  const english = translatedFile(root, sent);
  if (!existsSync(english.absolute)) throw new OwnerError([englishText.notStarted]);
  const german = germanOf(english);
  if (!german || !existsSync(path.join(root, german))) throw new OwnerError([englishText.noGerman]);
  const germanText = await readFile(path.join(root, german), 'utf8');
  const subject = englishText.markedSubject(subjectOf(german, { text: germanText }));
  await history.change({ kind: 'save', subject, paths: [sourcesFile] }, () => recordSource(root, english.file, german));
  return { message: englishText.marked };
}

/**
 * A new address for an English article: its file renamed to `<slug>.md` (the slug is its own, not
 * the German one), its record in sources.yaml moved with it, as one change of the history.
 */
export async function renameTranslation(root: string, history: EditorHistory, sent: unknown, slug: string) {
  const from = checkPath(root, sent, ['englishArticle']);
  if (!existsSync(from.absolute)) throw new OwnerError([englishText.rename.missing]);
  if (slug === '' || slugify(slug) !== slug) throw new OwnerError([englishText.rename.notSlug(slug)]);
  const to = checkPath(root, `${englishArticlesFolder}/${slug}.md`, ['englishArticle']);
  if (to.file === from.file) return { path: from.file };
  if (existsSync(to.absolute)) throw new OwnerError([englishText.rename.taken]);
  // Named in the history by the German article's title, as its other changes are (englishActions.ts).
  const german = germanOf(from);
  const germanText = german ? await readFile(path.join(root, german), 'utf8').catch(() => undefined) : undefined;
  const text = germanText ?? (await readFile(from.absolute, 'utf8'));
  const subject = englishText.rename.subject(subjectOf(germanText ? (german ?? from.file) : from.file, { text }));
  await history.change({ kind: 'save', subject, paths: [from.file, to.file, sourcesFile] }, async () => {
    await rename(from.absolute, to.absolute);
    await moveSources(root, [{ from: from.file, to: to.file }]);
  });
  return { path: to.file };
}

/** One English file with the German text beside it, for the translation screen. */
export async function translationEntry(root: string, sent: unknown) {
  const english = translatedFile(root, sent);
  const german = germanOf(english);
  // Of the settings only the words beside the English ones, not the whole German file.
  const germanText =
    english.key === 'settings'
      ? germanSettingsText(root)
      : german
        ? await readFile(path.join(root, german), 'utf8').catch(() => '')
        : '';
  const text = await readFile(english.absolute, 'utf8').catch(() => '');
  return { path: english.file, german: german ?? '', germanText, text };
}
