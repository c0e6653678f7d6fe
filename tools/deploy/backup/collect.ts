import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One file of the owner's work, relative to the project with /. */
export interface WorkFile {
  path: string;
  bytes: Buffer;
}

/** What a copy holds: the owner's content (image originals included) and the editor's history. */
export const keptFolders = ['content', '.editor-history'] as const;

/** Never in a copy, wherever it lies: secrets belong to the owner's computer only. */
const secret = (name: string) => name.startsWith('.env');

/** Whether a relative path is one a copy may hold (also checked when restoring). */
export function isKeptPath(file: string): boolean {
  const parts = file.split('/');
  return (
    keptFolders.some((folder) => parts[0] === folder) &&
    parts.length > 1 &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\')) &&
    !parts.some(secret)
  );
}

/** The owner's work as it is on disk, sorted by path; links and other non-files are left out. */
export function collectWork(root: string): WorkFile[] {
  const files: WorkFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const file = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && isKeptPath(file))
        files.push({ path: file, bytes: readFileSync(path.join(root, file)) });
    }
  };
  for (const folder of keptFolders)
    if (lstatSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory()) walk(folder);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What the owner recognises a copy by: „5 Artikel, 23 Bilder“. */
export function countsOf(paths: readonly string[]): { articles: number; images: number } {
  return {
    articles: paths.filter((file) => /^content\/articles\/[^/]+\.md$/.test(file)).length,
    images: paths.filter((file) => file.startsWith('content/images/')).length,
  };
}
