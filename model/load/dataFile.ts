import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { type DataKey, dataFiles } from '../collections.ts';
import { loadEnglishDataFile } from '../i18n/englishData.ts';
import type { Language } from '../i18n/language.ts';
import type { BuildEnv } from './env.ts';
import { type Loaded, parseDataFile } from './loadData.ts';
import { OwnerError } from './ownerError.ts';

/** The project's folder (this file is model/load/dataFile.ts); asked for only where files are read. */
export const projectRoot = (): string => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A data file's content as checked: its schema's output (derived fields included), server-only fields too. */
export type DataOf<K extends DataKey> = z.output<(typeof dataFiles)[K]['schema']>;

/** The fields of a data file that only the owner's tools read (model/collections.ts). */
type ServerOnly<K extends DataKey> = (typeof dataFiles)[K] extends { serverOnly: readonly (infer F)[] } ? F : never;

/** A data file's content as the site's code and a bundle get it: without its server-only fields. */
export type BundledData<K extends DataKey> = Omit<DataOf<K>, ServerOnly<K> & keyof DataOf<K>>;

/**
 * Reads and checks one data file; a mistake throws a `OwnerError` with one German line each. With
 * `env` (the build's environment), the build-time overrides of the file's values are put in first
 * and checked with them (model/load/env.ts); the owner's tools read the file as it is.
 */
export function loadDataFile<K extends DataKey>(
  key: K,
  root = projectRoot(),
  { env, language = 'de' }: { env?: BuildEnv; language?: Language } = {},
): Loaded<DataOf<K>> {
  const entry = dataFiles[key];
  // The registry pairs each key with its schema; TypeScript cannot follow the key through the lookup.
  const schema = entry.schema as unknown as z.ZodType<DataOf<K>>;
  if (language === 'en') return loadEnglishDataFile(key, schema, root, env);
  let text: string;
  try {
    text = readFileSync(path.join(root, entry.file), 'utf8');
  } catch {
    throw new OwnerError([
      {
        file: entry.file,
        text: 'Datei nicht gefunden – erlaubt: die Datei an diesem Ort, wie sie die Vorlage mitbringt',
      },
    ]);
  }
  const adjust = env && 'overrides' in entry ? (values: unknown) => entry.overrides(values, env) : undefined;
  return parseDataFile(entry.file, text, schema, adjust);
}

/**
 * The checked data of one data file, for code that runs before anything else and has no one to
 * report to (the config of the build, the modules of model/content/ outside Vite): a mistake ends
 * the process with its German lines, not a stack trace. The owner's tools call `loadDataFile` and
 * report the mistakes themselves.
 */
export function checkedDataOrExit<K extends DataKey>(
  key: K,
  root?: string,
  options: { env?: BuildEnv; language?: Language } = {},
): DataOf<K> {
  try {
    return loadDataFile(key, root, options).data;
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The data as a bundle gets it: without the file's server-only fields (collections.ts). */
export function bundledData<K extends DataKey>(key: K, data: DataOf<K>): BundledData<K> {
  const entry = dataFiles[key];
  const hidden: readonly string[] = 'serverOnly' in entry ? entry.serverOnly : [];
  if (hidden.length === 0 || typeof data !== 'object' || data === null) return data as BundledData<K>;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !hidden.includes(field))) as BundledData<K>;
}
