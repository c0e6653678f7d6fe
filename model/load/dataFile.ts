import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { type DataKey, dataFiles } from '../collections';
import { type Loaded, parseDataFile } from './loadData';
import { OwnerError } from './ownerError';

/** The project's folder (this file is model/load/dataFile.ts); asked for only where files are read. */
export const projectRoot = (): string => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type DataOf<K extends DataKey> = z.infer<(typeof dataFiles)[K]['schema']>;

/** Reads and checks one data file; a mistake throws a `OwnerError` with one German line each. */
export function loadDataFile<K extends DataKey>(key: K, root = projectRoot()): Loaded<DataOf<K>> {
  const { file, schema } = dataFiles[key];
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    throw new OwnerError([
      { file, text: 'Datei nicht gefunden – erlaubt: die Datei an diesem Ort, wie sie die Vorlage mitbringt' },
    ]);
  }
  // The registry pairs each key with its schema; TypeScript cannot follow the key through the lookup.
  return parseDataFile(file, text, schema as unknown as z.ZodType<DataOf<K>>);
}

/**
 * The checked content of a data file, for the modules of model/data/ outside Vite (browser tests,
 * the build plugins' config bundle): a mistake ends the process with the German lines instead of a
 * stack trace. In Vite those modules are the data itself (integrations/contentPlugin.ts); the owner's tools
 * call `loadDataFile` and report the mistakes themselves.
 */
export function dataFile<K extends DataKey>(key: K): DataOf<K> {
  try {
    return loadDataFile(key).data;
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The data as a bundle gets it: without the file's server-only fields (collections.ts). */
export function bundledData(key: DataKey, data: unknown): unknown {
  const entry = dataFiles[key];
  const hidden: readonly string[] = 'serverOnly' in entry ? entry.serverOnly : [];
  if (hidden.length === 0 || typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !hidden.includes(field)));
}
