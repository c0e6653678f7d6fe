import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type DataKey, dataFiles } from '../collections.ts';
import type { BuildEnv } from '../load/env.ts';
import { type Adjust, type Loaded, parseDataFile } from '../load/loadData.ts';
import { OwnerError, yamlProblem } from '../load/ownerError.ts';
import { parseMarkedYaml } from '../load/templateValues.ts';
import { englishAboutSchema } from '../schemas/about.ts';
import { englishSettingsFile, englishTextFile } from './englishFiles.ts';
import { englishSettingsFields, isEnglishSettingsField, settingsLeaves } from './englishSettings.ts';
import { fillEnglishRegion } from './regionNames.ts';

type Values = Record<string, unknown>;
const isGroup = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

function setAt(target: Values, keys: string[], value: unknown): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const child = isGroup(target[key]) ? { ...target[key] } : {};
  target[key] = child;
  setAt(child, rest, value);
}

/** Whether `values` has a group at every step of `keys`. */
function hasGroup(values: Values, keys: string[]): boolean {
  let current: unknown = values;
  for (const key of keys) {
    if (!isGroup(current) || !isGroup(current[key])) return false;
    current = current[key];
  }
  return true;
}

/** The words of an English settings file's text, checked to be only translatable fields. */
function wordsOfText(text: string): [string[], unknown][] {
  const { document } = parseMarkedYaml(text);
  if (document.errors.length > 0)
    throw new OwnerError(
      document.errors.map((error) =>
        yamlProblem(englishSettingsFile, error, {
          what: 'kein gültiges YAML',
          allowed: '„feld: Wert“ je Zeile, Unterfelder um zwei Leerzeichen eingerückt',
        }),
      ),
    );
  const words = settingsLeaves(document.toJS());
  const strangers = words.filter(([keys]) => !isEnglishSettingsField(keys.join('.')));
  if (strangers.length > 0)
    throw new OwnerError(
      strangers.map(([keys]) => ({
        file: englishSettingsFile,
        field: keys.join('.'),
        text: `steht nur in content/settings/site.yaml – erlaubt hier: ${englishSettingsFields.join(', ')}`,
      })),
    );
  return words;
}

/** The English settings file's words; none when the file is absent. */
const englishSettingsWords = (root: string) =>
  existsSync(path.join(root, englishSettingsFile)) ? wordsOfText(read(root, englishSettingsFile)) : [];

/** The German settings' region, for the English texts' {region}. */
const regionOf = (values: unknown) =>
  isGroup(values) && isGroup(values.address) && typeof values.address.region === 'string' ? values.address.region : '';

/**
 * The settings as the English build reads them: the German file with the build's overrides, and
 * the English file's words put over it. A mistake in an English word names the English file.
 */
function englishSettingsAdjust(words: [string[], unknown][], env: BuildEnv | undefined): Adjust {
  const overrides = dataFiles.settings.overrides;
  return (values) => {
    const base = env ? overrides(values, env) : { values, from: new Map<string, string>() };
    const next: Values = isGroup(base.values) ? { ...base.values } : {};
    const from = new Map<string, string>(base.from);
    const region = regionOf(next);
    for (const [keys, value] of words) {
      // A word for a group the German file no longer has (a messaging service taken out) has nothing to translate.
      if (!hasGroup(next, keys.slice(0, -1))) continue;
      setAt(next, keys, fillEnglishRegion(value, region));
      from.set(keys.join('.'), englishSettingsFile);
    }
    return { values: next, from };
  };
}

/**
 * One data file as the English build reads it: a page text from content/en/texts/, checked by the
 * same schema as the German one (a mistake names the English file), the settings from both files.
 * `{region}` in an English text is the region's English name (model/i18n/regionNames.ts).
 */
export function loadEnglishDataFile<K extends DataKey, T>(
  key: K,
  schema: z.ZodType<T>,
  root: string,
  env: BuildEnv | undefined,
): Loaded<T> {
  const german = dataFiles[key].file;
  if (key === 'settings')
    return parseDataFile(german, read(root, german), schema, englishSettingsAdjust(englishSettingsWords(root), env));
  const file = englishTextFile(key as Exclude<K, 'settings'>);
  // The cards' titles, fixed by the specification, are fixed in English too.
  const checked = (key === 'about' ? englishAboutSchema : schema) as z.ZodType<T>;
  if (!existsSync(path.join(root, file)))
    throw new OwnerError([
      { file, text: `Datei nicht gefunden – erlaubt: die englische Fassung von ${german} an diesem Ort` },
    ]);
  const region = regionOf(parseMarkedYaml(read(root, dataFiles.settings.file)).document.toJS());
  return parseDataFile(file, read(root, file), checked, (values) => ({
    values: fillEnglishRegion(values, region),
    from: new Map(),
  }));
}

/**
 * Checks an English settings file's text before the editor writes it: the words are translatable
 * fields only, and the settings with them put over the German file pass the settings schema (a
 * mistake in an English word names the English file and its field).
 */
export function checkEnglishSettingsText(root: string, text: string): void {
  const german = dataFiles.settings.file;
  parseDataFile(
    german,
    read(root, german),
    dataFiles.settings.schema,
    englishSettingsAdjust(wordsOfText(text), undefined),
  );
}
