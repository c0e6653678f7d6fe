import { createHash } from 'node:crypto';
import { buildSearchIndex } from '#components/blog/search.ts';
import type { Article } from '#model/types.ts';

/** The blog search's full-text index as a file of its own: where the page finds it, and its text. */
export interface SearchIndexFile {
  /** Path in the upload folder, named by a hash of its content. */
  fileName: string;
  /** The address the blog list page names (`/assets/search-index.<hash>.json`). */
  url: string;
  /** JSON: `[[slug, normalised text], …]`, as components/blog/blogList.client.ts reads it. */
  source: string;
}

/**
 * Named by its content and linked from the blog list page only: a changed article changes this
 * file and the page that names it, not the page script that every page loads (an index inside
 * the script's chunks renamed the script, and so changed all pages, with every article edit).
 */
export function searchIndexFile(articles: readonly Article[]): SearchIndexFile {
  const source = JSON.stringify([...buildSearchIndex(articles)]);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const fileName = `assets/search-index.${hash}.json`;
  return { fileName, url: `/${fileName}`, source };
}
