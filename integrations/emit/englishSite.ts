import path from 'node:path';
import { articleCollection } from '#model/collections.ts';
import { englishIsBuilt, type PagePair, pagePairs } from '#model/i18n/counterparts.ts';
import { englishArticlesFolder } from '#model/i18n/englishFiles.ts';
import type { Article } from '#model/types.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';

/** What the German pass needs to know of the English pages to write the files of both languages. */
export interface EnglishSite {
  /** The English articles the English pass publishes. */
  articles: Article[];
  /** The pages in both languages (model/i18n/counterparts.ts). */
  pairs: PagePair[];
}

/** The English articles the English pass publishes (read once per build, as the pages read them). */
export const englishArticlesForBuild = (root: string): Promise<Article[]> =>
  loadArticlesForBuild(path.join(root, englishArticlesFolder), path.join(root, articleCollection.images), root, 'en');

/**
 * The English pages of this build, read as the English pass reads them (the same articles, once per
 * build); undefined while English is off or a page text has no English file (the site is German only).
 */
export async function englishSiteForBuild(root: string): Promise<EnglishSite | undefined> {
  if (!englishIsBuilt(root)) return undefined;
  const images = path.join(root, articleCollection.images);
  const [german, english] = await Promise.all([
    loadArticlesForBuild(path.join(root, articleCollection.folder), images, root, 'de'),
    englishArticlesForBuild(root),
  ]);
  return { articles: english, pairs: pagePairs(german, english) };
}
