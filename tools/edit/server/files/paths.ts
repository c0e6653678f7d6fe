import path from 'node:path';
import { articleCollection, type DataKey } from '#model/collections.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { staysInside } from '#model/load/plainFile.ts';
import { isPlainName, ownedFile } from '#model/ownedFiles.ts';
import { editorText } from '#tools/text/editor.ts';

/**
 * The one path rule of the editor's server. Every path a request names — an entry, an
 * upload, a deletion, a folder, a file recorded in the history — passes here as the whole string
 * the client sent, and one checked value comes back, used for the check, the write, the history
 * record and the restore alike. Nothing is cut off before the check:
 *  - the path is relative, with `/` between plain names (letters, digits, `.`, `_`, `-`); a `#` is
 *    allowed only as a section of the settings file (`content/settings/site.yaml#kontakt`), one of
 *    that file's own sections; `?`, `%`, `\`, NUL, `..`, `.`, an empty name or a leading `/` are refused;
 *  - it names one of the owner's files (model/ownedFiles.ts, the list a copy holds and a restore
 *    accepts): a data file, an article directly in the article folder (`.md`), a picture directly
 *    in the picture folder (JPEG, PNG, WebP, AVIF), the portrait or the default social picture, and
 *    their English versions in content/en (a page text, the settings' words, an article, sources.yaml);
 *  - it resolves inside that folder on disk: no link anywhere on the way leads out (`realpath`), and
 *    the file itself is a plain file with one name, never a symbolic or a hard link (plainFile.ts).
 * Anything else is refused with one German line that names neither the path nor what exists.
 */

/**
 * What the editor edits, by kind. `upload`: a new picture's name as sent, before its content names
 * the extension; `sitePicture`: the portrait or the default social picture (sitePictures.ts).
 */
export type PathKind =
  | 'data'
  | 'article'
  | 'picture'
  | 'upload'
  | 'sitePicture'
  | 'englishData'
  | 'englishArticle'
  | 'englishSources';

export interface EditorPath {
  kind: PathKind;
  /** The checked path relative to the project, without a section: what is written, recorded, restored. */
  file: string;
  /** The absolute path on disk. */
  absolute: string;
  /** For the settings file: the section of the editor's page (`kontakt`). */
  section?: string;
  /** For a data file: its key in the table. */
  key?: DataKey;
}

export const articleFolder = articleCollection.folder;
export const pictureFolder = articleCollection.images;

const sectionPattern = /^[a-z0-9][a-z0-9-]*$/;

/** A request the path rule refuses. */
export class PathRefused extends OwnerError {
  constructor() {
    super([editorText.pathRefused]);
  }
}

/** Splits `sent` into names, or undefined when any character or name breaks the rule. */
function namesOf(sent: string): string[] | undefined {
  if (sent.length === 0 || sent.length > 300) return undefined;
  const names = sent.split('/');
  return names.every(isPlainName) ? names : undefined;
}

/** What `names` stand for, by the list of the owner's files (model/ownedFiles.ts); undefined when nothing there. */
function classify(names: string[], kinds: readonly PathKind[]): Omit<EditorPath, 'absolute'> | undefined {
  const file = names.join('/');
  const owned = ownedFile(file);
  if (owned?.kind === 'data' && kinds.includes('data'))
    return { kind: 'data', file, ...(owned.key ? { key: owned.key } : {}) };
  if (owned?.kind === 'article' && kinds.includes('article')) return { kind: 'article', file };
  if (owned?.kind === 'image' && kinds.includes('picture')) return { kind: 'picture', file };
  if (names.slice(0, -1).join('/') === pictureFolder && kinds.includes('upload')) return { kind: 'upload', file };
  // The portrait and the default social picture (sitePictures.ts): these two files exactly.
  if (owned?.kind === 'sitePicture' && kinds.includes('sitePicture')) return { kind: 'sitePicture', file };
  // The English versions (content/en, model/i18n/englishFiles.ts): a page text, the settings' words,
  // an article directly in content/en/articles, and the record of what each was translated from.
  if (owned?.kind === 'englishData' && kinds.includes('englishData'))
    return { kind: 'englishData', file, ...(owned.key ? { key: owned.key } : {}) };
  if (owned?.kind === 'englishArticle' && kinds.includes('englishArticle')) return { kind: 'englishArticle', file };
  if (owned?.kind === 'englishSources' && kinds.includes('englishSources')) return { kind: 'englishSources', file };
  return undefined;
}

/**
 * Checks `sent` (whatever the client sent) against the rule for the `kinds` of file an action
 * takes; `sections`: the settings file's section names, when a section may be named.
 */
export function checkPath(
  root: string,
  sent: unknown,
  kinds: readonly PathKind[],
  sections?: () => readonly string[],
): EditorPath {
  if (typeof sent !== 'string') throw new PathRefused();
  const hash = sent.indexOf('#');
  const filePart = hash === -1 ? sent : sent.slice(0, hash);
  const section = hash === -1 ? undefined : sent.slice(hash + 1);
  const names = namesOf(filePart);
  const found = names && classify(names, kinds);
  if (!found) throw new PathRefused();
  if (section !== undefined) {
    if (
      found.kind !== 'data' ||
      found.key !== 'settings' ||
      !sections ||
      !sectionPattern.test(section) ||
      !sections().includes(section)
    )
      throw new PathRefused();
    found.section = section;
  }
  if (!staysInside(root, found.file)) throw new PathRefused();
  return { ...found, absolute: path.join(root, found.file) };
}

/** `sent` checked by the rule, or undefined where the rule refuses it (a listing leaves such a file out). */
export function pathOrNothing(root: string, sent: string, kinds: readonly PathKind[]): EditorPath | undefined {
  try {
    return checkPath(root, sent, kinds);
  } catch (error) {
    if (error instanceof PathRefused) return undefined;
    throw error;
  }
}

/** Whether `file` (a path recorded in the history) is one the editor edits, by the same rule. */
export const isEditorFile = (root: string, file: string): boolean =>
  pathOrNothing(root, file, [
    'data',
    'article',
    'picture',
    'sitePicture',
    'englishData',
    'englishArticle',
    'englishSources',
  ]) !== undefined;

/** The folders an action may list: the articles (Markdown) and the pictures. */
export function checkFolder(sent: unknown, kind: 'article' | 'picture'): string {
  const folder = kind === 'article' ? articleFolder : pictureFolder;
  if (sent !== folder) throw new PathRefused();
  return folder;
}
