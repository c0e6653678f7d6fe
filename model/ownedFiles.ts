import { articleCollection, type DataKey, dataFiles } from './collections.ts';
import { englishArticlesFolder, englishFileOf, sourcesFile } from './i18n/englishFiles.ts';
import { pictureTypeOfName } from './pictures.ts';

/**
 * The one list of the files the owner can change (docs/security.md), by name alone: what a copy
 * holds, what a restore accepts, what the editor's path rule lets through (tools/edit/server/files/paths.ts)
 * and what the build finds in content/ (model/load/strayContent.ts). Derived from the table of
 * collections: the data files, an article directly in the article folder, a picture directly in
 * the image folder, the portrait and the default social picture, and the editor's history in the
 * layout its git library writes. Everything else is no file of the owner's: a `+config.ts` would
 * run as the build's configuration, a web page or SVG as a page of the editor's own origin.
 */

/** The portrait and the default social picture, which the owner replaces in the editor (sitePictures.ts). */
export const sitePictureFiles = {
  portrait: 'content/images/portrait.jpg',
  socialDefault: 'public/og-default.jpg',
} as const;

/** The editor's history: a git repository of its own (tools/history/store.ts). */
export const historyFolder = '.editor-history';

/**
 * What isomorphic-git writes into the history, nothing else (no hooks, no packs, no logs):
 * HEAD, config, the index, loose objects and branches.
 */
const historyFile =
  /^(HEAD|config|index|objects\/[0-9a-f]{2}\/[0-9a-f]{38}|refs\/heads\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** A plain name: letters, digits, `.`, `_`, `-`, not starting with a dot; never `..`. */
export const plainName = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isPlainName = (name: string): boolean => plainName.test(name) && !name.includes('..');

/** A plain name with a picture's extension (JPEG, PNG, WebP, AVIF). */
export const isPictureName = (name: string): boolean => isPlainName(name) && pictureTypeOfName(name) !== undefined;

/**
 * `englishData`: the English version of a data file (content/en/texts/…, content/en/settings/site.yaml);
 * `englishArticle`: an article of content/en/articles; `englishSources`: what each was translated from.
 */
export type OwnedKind =
  | 'data'
  | 'article'
  | 'image'
  | 'sitePicture'
  | 'history'
  | 'englishData'
  | 'englishArticle'
  | 'englishSources';

export interface OwnedFile {
  kind: OwnedKind;
  /** For a data file and its English version: its key in the table. */
  key?: DataKey;
}

const dataFileEntries = Object.entries(dataFiles) as [DataKey, (typeof dataFiles)[DataKey]][];
const sitePictures: readonly string[] = Object.values(sitePictureFiles);

/** What `file` (relative to the project, with `/`) is among the owner's files, or undefined when it is none. */
export function ownedFile(file: string): OwnedFile | undefined {
  if (file.length === 0 || file.length > 300) return undefined;
  if (file.startsWith(`${historyFolder}/`))
    return historyFile.test(file.slice(historyFolder.length + 1)) ? { kind: 'history' } : undefined;
  const names = file.split('/');
  if (!names.every(isPlainName)) return undefined;
  const data = dataFileEntries.find(([, entry]) => entry.file === file);
  if (data) return { kind: 'data', key: data[0] };
  const english = dataFileEntries.find(([, entry]) => englishFileOf(entry.file) === file);
  if (english) return { kind: 'englishData', key: english[0] };
  if (file === sourcesFile) return { kind: 'englishSources' };
  const folder = names.slice(0, -1).join('/');
  const name = names.at(-1) ?? '';
  if (folder === articleCollection.folder && name.endsWith('.md') && name.length > 3) return { kind: 'article' };
  if (folder === englishArticlesFolder && name.endsWith('.md') && name.length > 3) return { kind: 'englishArticle' };
  if (folder === articleCollection.images && isPictureName(name)) return { kind: 'image' };
  if (sitePictures.includes(file)) return { kind: 'sitePicture' };
  return undefined;
}

/** Whether `file` is one of the owner's files. */
export const isOwnedFile = (file: string): boolean => ownedFile(file) !== undefined;

/** The folders the owner's files lie in, and the files outside them (the default social picture). */
export const ownedFolders = ['content', historyFolder] as const;
export const ownedSingles = sitePictures.filter(
  (file) => !ownedFolders.some((folder) => file.startsWith(`${folder}/`)),
);

/** What the owner's files are, in the owner's words: the end of every refusal of another file. */
export const ownedFilesText = `erlaubt sind nur die Dateien, die der Editor selbst schreibt: die Einstellungen, die Seitentexte, Artikel (.md) in ${articleCollection.folder}, ihre englischen Fassungen in content/en, Bilder (JPEG, PNG, WebP, AVIF) in ${articleCollection.images}, das Porträtfoto, das Vorschaubild für soziale Netzwerke und der Verlauf des Editors`;
