import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageSlugs, serviceSlugs } from '../lists/specLists.ts';
import { loadDataFile } from '../load/dataFile.ts';
import { paths } from '../paths.ts';
import type { Article } from '../types.ts';
import { englishTextFile, textKeys } from './englishFiles.ts';
import { englishPath } from './localePath.ts';
import type { PagePair } from './pagePair.ts';

export type { PagePair } from './pagePair.ts';

/**
 * Whether this project builds English pages: the setting is on and every page text has its English
 * file (the home page shows them all). Otherwise the site is German only, byte for byte as without
 * English, and the launch check names what is missing.
 */
export function englishIsBuilt(root: string): boolean {
  if (loadDataFile('settings', root).data.english !== true) return false;
  return textKeys.every((key) => existsSync(path.join(root, englishTextFile(key))));
}

/**
 * Node only (the content plugin): `../paths.ts` is the German one here, the logical paths.
 *
 * Every page that exists in both languages, by its two addresses: the language switch, the
 * alternates of the head, and the sitemap name only these. An English article pairs with the German
 * one it translates when both are published.
 */
export function pagePairs(
  germanArticles: readonly Pick<Article, 'slug'>[],
  englishArticles: readonly Pick<Article, 'slug' | 'translationOf'>[],
): PagePair[] {
  const same = (logical: string) => ({ de: logical, en: englishPath(logical) });
  const published = new Set(germanArticles.map((article) => article.slug));
  return [
    same(paths.home),
    same(paths.blog),
    ...englishArticles.flatMap(({ slug, translationOf }) =>
      translationOf !== undefined && published.has(translationOf)
        ? [{ de: paths.article(translationOf), en: englishPath(paths.article(slug)) }]
        : [],
    ),
    ...serviceSlugs.map((slug) => same(paths.service(slug))),
    ...packageSlugs.map((slug) => same(paths.package(slug))),
    same(paths.impressum),
    same(paths.datenschutz),
  ];
}
