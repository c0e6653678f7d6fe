import { articleCollection, type DataKey, dataFiles } from '../collections.ts';

/**
 * Where the English lives in the owner's project: `content/en/` mirrors `content/`. Page texts and
 * articles have the same schemas as the German ones; the settings file holds only what has words
 * (model/i18n/englishSettings.ts); `sources.yaml` records which German text each English file was
 * translated from (model/i18n/translationStatus.ts).
 */
export const englishFolder = 'content/en';

/** The record of what each English file was translated from: `texts/home.yaml: <hash of the German file>`. */
export const sourcesFile = `${englishFolder}/sources.yaml`;

/** The English settings file: the translated words of content/settings/site.yaml only. */
export const englishSettingsFile = `${englishFolder}/settings/site.yaml`;

/** The English articles' folder. */
export const englishArticlesFolder = `${englishFolder}/articles`;

/** The page texts that have an English version: every data file but the settings. */
export type TextKey = Exclude<DataKey, 'settings'>;

export const textKeys = (Object.keys(dataFiles) as DataKey[]).filter((key): key is TextKey => key !== 'settings');

/** `content/texts/home.yaml` → `content/en/texts/home.yaml`: the English file of a German one (project-relative). */
export function englishFileOf(germanFile: string): string {
  if (!germanFile.startsWith('content/')) throw new Error(`${germanFile} is not in content/`);
  return `${englishFolder}/${germanFile.slice('content/'.length)}`;
}

/** The key of an English file in sources.yaml: its path inside content/en (`texts/home.yaml`). */
export function sourcesKeyOf(englishFile: string): string {
  if (!englishFile.startsWith(`${englishFolder}/`)) throw new Error(`${englishFile} is not in ${englishFolder}/`);
  return englishFile.slice(englishFolder.length + 1);
}

/** The English page text of a data file (`content/en/texts/home.yaml`). */
export const englishTextFile = (key: TextKey) => englishFileOf(dataFiles[key].file);

/** The German articles' folder, beside the English one, for the pairs. */
export const germanArticlesFolder = articleCollection.folder;
