import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under a folder with its SHA-256, by its path in the folder (with `/`): to see that a
 * run changed nothing, or what it wrote. `times` adds each file's modification time (to see that
 * nothing was even touched); `skip` leaves out folders directly in it (a project copy's
 * node_modules: the packages' links and Vite's cache). None when the folder does not exist.
 */
export function snapshot(folder: string, { times = false, skip = [] as string[] } = {}): Record<string, string> {
  const files: Record<string, string> = {};
  if (!existsSync(folder)) return files;
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      const name = path.relative(folder, file).split(path.sep).join('/');
      if (entry.isDirectory() && !skip.includes(name)) visit(file);
      else if (entry.isFile()) {
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        files[name] = times ? `${hash} ${statSync(file).mtimeMs}` : hash;
      }
    }
  };
  visit(folder);
  return files;
}
