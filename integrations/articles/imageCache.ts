import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL(…, import.meta.url)`: Vite would treat that as an asset to bundle.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Made image files kept between builds (AVIF takes seconds a photo); not part of the project. */
export const imageCacheFolder = path.join(projectRoot, '.cache/article-images');

/** What the cache keeps of one original: a description (JSON) and the files it names. */
export interface CachedPicture<T> {
  description: T;
  files: ReadonlyMap<string, Buffer>;
}

/**
 * The files made earlier from the same original with the same settings, or undefined. The cache
 * holds the bytes a fresh build made, under the names a fresh build gives (hashes of those
 * bytes): a build with it writes the same files as one without.
 */
export function readCachedPicture<T>(
  key: string,
  fileNames: (description: T) => string[],
): CachedPicture<T> | undefined {
  const folder = path.join(imageCacheFolder, key);
  if (!existsSync(path.join(folder, 'picture.json'))) return undefined;
  try {
    const description = JSON.parse(readFileSync(path.join(folder, 'picture.json'), 'utf8')) as T;
    const files = new Map(
      fileNames(description).map((name) => [name, readFileSync(path.join(folder, path.basename(name)))]),
    );
    return { description, files };
  } catch {
    // A damaged entry is made again.
    return undefined;
  }
}

/** Keeps made files for the next build; the description is written last, so a half-written entry is never read. */
export function writeCachedPicture<T>(key: string, picture: CachedPicture<T>): void {
  const folder = path.join(imageCacheFolder, key);
  const partial = `${folder}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const [name, bytes] of picture.files) writeFileSync(path.join(partial, path.basename(name)), bytes);
  writeFileSync(path.join(partial, 'picture.json'), JSON.stringify(picture.description));
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}
