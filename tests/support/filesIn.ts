import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files of a folder and its subfolders whose names end with one of `extensions`. */
export function filesIn(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesIn(file, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [file] : [];
  });
}
