import { useCallback, useEffect, useState } from 'react';
import { parse } from 'yaml';
import { editorApi, messageOf } from '../api.ts';
import type { Loaded } from '../config.ts';

/**
 * One data entry's values as the server gives them (`getEntry`: YAML in the editor's shape,
 * server/fields/shape.ts), and, for the settings, its open template values. `reload` asks again (after a
 * save or a confirmed template value).
 */

/** Whose template values a form shows: none, the settings' (`{}`), or the English settings words' (`{ file }`). */
export type Marks = { file?: string } | undefined;
export interface EntryState {
  values: Record<string, unknown>;
  open: ReadonlySet<string>;
  /** The version the values are (tools/edit/server/files/entryVersion.ts), sent with the next save. */
  version: string;
}

export function useEntry(path: string, marks: Marks) {
  const marksFile = marks?.file;
  const withTemplateValues = marks !== undefined;
  const [loaded, setLoaded] = useState<Loaded<EntryState>>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      const [entry, open] = await Promise.all([
        editorApi('readEntry', { path }),
        withTemplateValues
          ? editorApi('templateValues', marksFile === undefined ? {} : { file: marksFile })
          : Promise.resolve([]),
      ]);
      const values = (entry.data ? parse(entry.data) : {}) as Record<string, unknown> | null;
      const value = { values: values ?? {}, open: new Set(open), version: entry.version };
      setLoaded({ state: 'ready', value });
      return value;
    } catch (error) {
      setLoaded({ state: 'failed', message: messageOf(error) });
      return undefined;
    }
  }, [path, withTemplateValues, marksFile]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loaded, reload };
}
