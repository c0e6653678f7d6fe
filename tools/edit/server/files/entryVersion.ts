import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { OwnerError } from '#model/load/ownerError.ts';
import { keepingText } from '#tools/edit/text/keeping.ts';
import { editableFile, readDocument, sectionKeys } from './dataFiles.ts';
import type { EditorPath } from './paths.ts';

/**
 * Which version of an entry the editor loaded, so that a save made on an older one is refused
 * instead of silently replacing what another tab or window saved in between. An article's version
 * is a hash of its file's bytes; a settings section's or a page's texts, of their values alone, so
 * that a save of one section does not stand in the way of another section of the same file.
 */

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The entry's version as it is on disk now; `''` for an article that does not exist (yet). */
export async function versionOf(root: string, checked: EditorPath): Promise<string> {
  const dataFile = editableFile(checked.file);
  if (!dataFile) {
    const bytes = await readFile(checked.absolute).catch(() => undefined);
    return bytes ? sha256(bytes) : '';
  }
  const values = readDocument(root, dataFile.file).document.toJS() as unknown;
  const keys = checked.section ? sectionKeys(root, checked.file, checked.section) : undefined;
  const shown =
    keys && values !== null && typeof values === 'object' && !Array.isArray(values)
      ? Object.fromEntries(keys.map((key) => [key, (values as Record<string, unknown>)[key] ?? null]))
      : values;
  return sha256(JSON.stringify(shown ?? null));
}

/**
 * A save made on an older version of its entry: nothing is written. It carries the entry as it is
 * now (`data`, as `getEntry` gives it; null when it was deleted) and its version, which the app
 * shows beside the owner's text and sends back when the owner keeps their own.
 */
export class VersionConflict extends OwnerError {
  constructor(
    readonly data: string | null,
    readonly version: string,
  ) {
    super([keepingText.conflict.refused]);
    this.message = keepingText.conflict.refused;
  }
}
