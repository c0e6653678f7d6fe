import { afterEach, vi } from 'vitest';
import { searchIndexUrl } from '#components/blog/searchIndex.ts';
import { searchIndexFile } from '#integrations/articles/searchIndexFile.ts';
import type { Article } from '#model/types.ts';

/**
 * Answers the blog list's request for its search index (the address its markup names) with the
 * index of `list`, as the host serves the built file; returns the addresses requested.
 */
export function serveSearchIndex(list: readonly Article[]): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return url === searchIndexUrl
      ? new Response(searchIndexFile(list).source, { headers: { 'Content-Type': 'application/json' } })
      : new Response('', { status: 404 });
  });
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
