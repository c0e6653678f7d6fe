import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { splitFrontmatter } from '../articles/frontmatterSplit.ts';
import { dataFiles } from '../collections.ts';
import { OwnerError } from '../load/ownerError.ts';
import { parseMarkedYaml } from '../load/templateValues.ts';
import {
  englishArticlesFolder,
  englishSettingsFile,
  englishTextFile,
  germanArticlesFolder,
  sourcesFile,
  sourcesKeyOf,
  type TextKey,
  textKeys,
} from './englishFiles.ts';
import { translatableWords } from './englishSettings.ts';
import { sourceHash } from './sourceHash.ts';

/** What the owner reads beside each page text and article (the words, the editor's badges). */
export type TranslationStatus = 'nur Deutsch' | 'übersetzt' | 'veraltet';

/** A German file and its English version, if there is one (paths relative to the project). */
export interface TranslationPair {
  kind: 'text' | 'article';
  /** The data file's key (`home`) or the German article's slug. */
  id: string;
  german: string;
  english: string | undefined;
  status: TranslationStatus;
}

const readText = (file: string) => readFileSync(file, 'utf8');

/** content/en/sources.yaml as a map; a missing file is an empty record, a broken one an owner error. */
export function readSources(root: string): Record<string, string> {
  const file = path.join(root, sourcesFile);
  if (!existsSync(file)) return {};
  let value: unknown;
  try {
    value = parse(readText(file));
  } catch {
    throw new OwnerError([{ file: sourcesFile, text: 'kein gültiges YAML – erlaubt: je Zeile „datei: Kennung“' }]);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new OwnerError([{ file: sourcesFile, text: 'keine Liste – erlaubt: je Zeile „datei: Kennung“' }]);
  return Object.fromEntries(Object.entries(value).map(([key, hash]) => [key, String(hash)]));
}

/** The German slug an English article names in `translationOf`, if it names one. */
export function translationOfText(text: string): string | undefined {
  const parts = splitFrontmatter(text);
  if (!parts) return undefined;
  try {
    const data: unknown = parse(parts.yaml);
    const value =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>).translationOf : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Each English article file (project-relative) by the German slug it translates. */
export function englishArticlesBySource(root: string): Map<string, string> {
  const folder = path.join(root, englishArticlesFolder);
  const found = new Map<string, string>();
  if (!existsSync(folder)) return found;
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    const source = translationOfText(readText(path.join(folder, name)));
    if (source && !found.has(source)) found.set(source, `${englishArticlesFolder}/${name}`);
  }
  return found;
}

/**
 * The fingerprint of the German an English file is translated from: a page text's or an article's
 * whole text; of the settings only the words that have an English version
 * (model/i18n/englishSettings.ts), so that a new phone number leaves the English words „übersetzt“.
 */
export function germanSourceHash(germanFile: string, text: string): string {
  if (germanFile !== dataFiles.settings.file) return sourceHash(text);
  const { document } = parseMarkedYaml(text);
  if (document.errors.length > 0) return sourceHash(text);
  return sourceHash(JSON.stringify(translatableWords(document.toJS())));
}

function statusOf(root: string, german: string, english: string | undefined, sources: Record<string, string>) {
  if (!english) return 'nur Deutsch' as const;
  const recorded = sources[sourcesKeyOf(english)];
  return recorded === germanSourceHash(german, readText(path.join(root, german)))
    ? ('übersetzt' as const)
    : ('veraltet' as const);
}

/**
 * The settings' words in English (content/en/settings/site.yaml) with their status, as the editor
 * lists them beside the page texts. Not one of `translationPairs`, which the launch check lists:
 * without the file the English pages take the German words, so a missing one stops nothing.
 */
export function settingsTranslation(root: string): Omit<TranslationPair, 'kind'> & { kind: 'settings' } {
  const german = dataFiles.settings.file;
  const english = existsSync(path.join(root, englishSettingsFile)) ? englishSettingsFile : undefined;
  return {
    kind: 'settings',
    id: 'settings',
    german,
    english,
    status: statusOf(root, german, english, readSources(root)),
  };
}

/**
 * Every page text and article with its English status: „nur Deutsch“ without an English file,
 * „übersetzt“ when the German is what the English was last saved from (content/en/sources.yaml),
 * „veraltet“ when the German changed since.
 */
export function translationPairs(root: string): TranslationPair[] {
  const sources = readSources(root);
  const texts = textKeys.map((key: TextKey) => {
    const german = dataFiles[key].file;
    const candidate = englishTextFile(key);
    const english = existsSync(path.join(root, candidate)) ? candidate : undefined;
    return { kind: 'text' as const, id: key, german, english, status: statusOf(root, german, english, sources) };
  });
  const germanFolder = path.join(root, germanArticlesFolder);
  const byGerman = englishArticlesBySource(root);
  const articles = existsSync(germanFolder)
    ? readdirSync(germanFolder)
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((name) => {
          const slug = name.slice(0, -'.md'.length);
          const german = `${germanArticlesFolder}/${name}`;
          const english = byGerman.get(slug);
          return {
            kind: 'article' as const,
            id: slug,
            german,
            english,
            status: statusOf(root, german, english, sources),
          };
        })
    : [];
  return [...texts, ...articles];
}
