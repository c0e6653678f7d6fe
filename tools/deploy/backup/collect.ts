import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlainFile, staysInside } from '#model/load/plainFile.ts';
import { isOwnedFile, ownedFolders, ownedSingles } from '#model/ownedFiles.ts';

/** One file of the owner's work, relative to the project with /. */
export interface WorkFile {
  path: string;
  bytes: Buffer;
}

/**
 * What a copy holds: the owner's files (model/ownedFiles.ts) – content/ with the image originals,
 * the default social picture and the editor's history. The same list decides what a restore takes.
 */
export const keptFolders = ownedFolders;

/** Whether a relative path is one a copy may hold (also checked when restoring). */
export const isKeptPath = isOwnedFile;

/**
 * The owner's work as it is on disk, sorted by path; links of either kind, other files than the
 * owner's and other non-files are left out (a hard link is another file's second name).
 */
export function collectWork(root: string): WorkFile[] {
  const files: WorkFile[] = [];
  const take = (file: string) => {
    if (isKeptPath(file) && isPlainFile(path.join(root, file)))
      files.push({ path: file, bytes: readFileSync(path.join(root, file)) });
  };
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const file = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) take(file);
    }
  };
  for (const folder of keptFolders)
    if (lstatSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory()) walk(folder);
  for (const file of ownedSingles) if (staysInside(root, file)) take(file);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What the owner recognises a copy by: „5 Artikel, 23 Bilder“. */
export function countsOf(paths: readonly string[]): { articles: number; images: number } {
  return {
    articles: paths.filter((file) => /^content\/articles\/[^/]+\.md$/.test(file)).length,
    images: paths.filter((file) => file.startsWith('content/images/')).length,
  };
}
