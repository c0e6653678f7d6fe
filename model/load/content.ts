import type { DataKey } from '../collections.ts';
import { buildLanguage } from '../i18n/language.ts';
import type { PagePair } from '../i18n/pagePair.ts';
import type { Article } from '../types.ts';
import { type BundledData, bundledData, checkedDataOrExit, projectRoot } from './dataFile.ts';

/**
 * Everything the owner edits, as the site's code gets it: each data file (its schema's output,
 * without server-only fields), the articles (rendered), and the address of the articles' search
 * index. The types follow from the schemas; nothing is declared twice.
 */
export type Content = { [K in DataKey]: BundledData<K> } & {
  /** Every article, newest first, rendered at build time (integrations/articles/). */
  articles: readonly Article[];
  /** The address of the search index file of the articles (integrations/articles/searchIndexFile.ts). */
  articleSearch: string;
  /** The pages in both languages (model/i18n/counterparts.ts); none while the site is German only. */
  translations: readonly PagePair[];
};

export type ContentKey = keyof Content;

/** The modules of model/content/, one per key: the one door of the owner's content into the code. */
export const contentFolder = 'model/content';

/**
 * The content of `key`, for the one module of model/content/ that exports it.
 *
 * In Vite (build, dev server, unit tests) this call never runs: the content plugin
 * (integrations/contentPlugin.ts) serves each of those modules as the checked content itself, so
 * no YAML, schema or file access reaches a browser chunk. Anywhere else (the owner's tools, the
 * browser tests, the plugins' own config bundle) it reads and checks the data file, with the
 * build-time overrides of the environment; a mistake ends the process with the German lines, not
 * a stack trace. The articles are rendered by the build only: outside Vite, read them with
 * `loadArticles` (integrations/articles/loadArticles.ts).
 */
export function contentOf<K extends ContentKey>(key: K): Content[K] {
  if (key === 'articles' || key === 'articleSearch' || key === 'translations')
    throw new Error(
      `${contentFolder}/${key}.ts is made by the build (integrations/contentPlugin.ts); outside Vite use loadArticles()`,
    );
  const dataKey = key as DataKey;
  return bundledData(
    dataKey,
    checkedDataOrExit(dataKey, projectRoot(), { env: process.env, language: buildLanguage() }),
  ) as Content[K];
}
