import { englishPrefix } from '../i18n/language.ts';
import { englishPath } from '../i18n/localePath.ts';
import { absoluteUrl, normalizePath as normalizeGermanPath } from '../paths.ts';

/** The English pages' paths (see ../paths.ts): the same routes under /en/ (model/i18n/localePath.ts). */
export const paths = {
  home: englishPath('/'),
  blog: englishPath('/blog'),
  article: (slug: string) => englishPath(`/blog/${slug}`),
  service: (slug: string) => englishPath(`/services/${slug}`),
  package: (slug: string) => englishPath(`/packages/${slug}`),
  impressum: englishPath('/impressum'),
  datenschutz: englishPath('/datenschutz'),
  /** The English articles' RSS feed. */
  feed: `${englishPrefix}/rss.xml`,
} as const;

/** As the German one, but the English home page keeps its slash: `/en/` is a folder's index. */
export function normalizePath(path: string): string {
  const clean = normalizeGermanPath(path);
  return clean === englishPrefix ? `${englishPrefix}/` : clean;
}

export { absoluteUrl };
