import { closeSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { articleCollection } from '#model/collections.ts';
import { isPictureOfName } from '#model/pictures.ts';
import type { StrayItem } from './launchItem.ts';

/**
 * Files in the article images' folder that are no picture: a web page, an SVG, a link
 * or a folder placed there by hand. The build never copies them (it makes its own files from the
 * pictures an article names), the editor neither lists nor serves them; the launch check names them
 * so that the owner can take them out.
 */
export function strayImageFiles(root: string): StrayItem[] {
  const folder = articleCollection.images;
  let names: string[];
  try {
    names = readdirSync(path.join(root, folder));
  } catch {
    return [];
  }
  return (
    names
      // What the computer itself writes into a folder (macOS, Windows) is left aside.
      .filter((name) => !name.startsWith('.') && !systemFiles.has(name))
      .sort()
      .filter((name) => !isPicture(path.join(root, folder, name), name))
      .map((name) => ({ kind: 'stray' as const, file: `${folder}/${name}`, name }))
  );
}

const systemFiles = new Set(['Thumbs.db', 'desktop.ini']);

/** The first bytes of `file`: enough to tell a picture's type, without reading a whole photo. */
function firstBytes(file: string): Buffer {
  const bytes = Buffer.alloc(64);
  const handle = openSync(file, 'r');
  try {
    return bytes.subarray(0, readSync(handle, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(handle);
  }
}

/** A plain file (no link, no folder) whose first bytes are the picture type its name says. */
const isPicture = (file: string, name: string): boolean =>
  lstatSync(file).isFile() && isPictureOfName(name, firstBytes(file));
