import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether `file` (relative to `root`, with `/`) is a place the owner's tools may read or write:
 * no link on the way from the project leads elsewhere (the real path of the nearest existing
 * folder is exactly where it should be), and the file, if it exists, is a plain file with one
 * name. A hard link passes `isFile()`, yet writing through it changes the other name too, which
 * may lie anywhere on the computer: refused like a symbolic link.
 */
export function staysInside(root: string, file: string): boolean {
  const realRoot = realpathSync(root);
  let folder = path.posix.dirname(file);
  for (;;) {
    try {
      if (realpathSync(path.join(root, folder)) !== path.join(realRoot, folder)) return false;
      break;
    } catch {
      if (folder === '.') return false;
      folder = path.posix.dirname(folder);
    }
  }
  try {
    const stat = lstatSync(path.join(root, file));
    return stat.isFile() && stat.nlink === 1;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Whether an existing entry is a plain file with one name (no link of either kind). */
export const isPlainFile = (absolute: string): boolean => {
  const stat = lstatSync(absolute, { throwIfNoEntry: false });
  return stat?.isFile() === true && stat.nlink === 1;
};
