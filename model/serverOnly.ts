import type { DataKey } from './collections';

/**
 * Fields of a data file that only scripts read and that never reach a bundle: the deploy target
 * (server name, user name, folder) is nobody's business on the public site.
 */
export const serverOnlyFields: Partial<Record<DataKey, readonly string[]>> = { settings: ['deploy'] };

/** The data as a bundle gets it: without the file's server-only fields. */
export function bundledData(key: DataKey, data: unknown): unknown {
  const hidden = serverOnlyFields[key];
  if (!hidden || typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !hidden.includes(field)));
}
