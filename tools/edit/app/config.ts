import { useEffect, useState } from 'react';
import type { EditorField } from '../protocol/fields.ts';
import { messageOf } from './api.ts';

/**
 * The editor's fields, generated on the server from the build's zod schemas
 * (server/fields/allFields.ts → /admin/fields.json): the collections Artikel, Einstellungen (one entry per
 * section of the settings file) and Seiten, each field with its German label, help text, rule and
 * the German "erlaubt: …" of its pattern.
 */
export interface EntryFile {
  name: string;
  label: string;
  file: string;
  fields: EditorField[];
}
export interface Collection {
  name: string;
  label: string;
  description?: string;
  folder?: string;
  files?: EntryFile[];
  fields?: EditorField[];
}
export interface EditorConfig {
  config: {
    collections: Collection[];
    pictureFolder: string;
    /** The English page texts (their English schemas) and the settings' words in English. */
    english: { pages: EntryFile[]; settings: EntryFile };
  };
  preview: { css: string; proseClass: string };
  icons: Record<string, string>;
  /** An article's address on the site, `{slug}` standing for its slug (model/paths.ts). */
  articleAddress: string;
  /** An English article's address in the English preview, one port up (tools/edit/run.mjs). */
  englishArticleAddress: string;
  /** Each English page text's and the settings words' place in the English preview, by the English file. */
  englishTextAddresses: Record<string, string>;
}

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** The configuration, fetched once per page load. */
let request: Promise<EditorConfig> | undefined;
const fetchConfig = () => {
  request ??= fetch('/admin/fields.json').then(async (response) => {
    if (!response.ok) throw new Error(await response.text());
    return (await response.json()) as EditorConfig;
  });
  return request;
};

export function useEditorConfig(): Loaded<EditorConfig> {
  const [loaded, setLoaded] = useState<Loaded<EditorConfig>>({ state: 'loading' });
  useEffect(() => {
    fetchConfig().then(
      (value) => setLoaded({ state: 'ready', value }),
      (error: unknown) => setLoaded({ state: 'failed', message: messageOf(error) }),
    );
  }, []);
  return loaded;
}
