import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestName } from './manifest.ts';

/** One file of the build: its path with / (relative to dist/client), content hash and size. */
export interface LocalFile {
  path: string;
  hash: string;
  size: number;
}

/** Every file of the build folder, hidden ones (.htaccess) included, sorted by path. */
export function localFiles(client: string): LocalFile[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      return {
        path: path.relative(client, file).split(path.sep).join('/'),
        hash: createHash('sha256').update(content).digest('hex'),
        size: content.length,
      };
    })
    .filter((file) => file.path !== manifestName)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
