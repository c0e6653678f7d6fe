import { useEffect, useState } from 'react';
import { editorApi, messageOf } from '../api.ts';
import type { Loaded } from '../config.ts';
import { slugOfPath, splitArticle } from './articleFile.ts';

/** The articles, newest first (then by title), so the list keeps its order between visits. */
export interface ArticleSummary {
  slug: string;
  path: string;
  title: string;
  category: string;
  datePublished: string;
  /** „Entwurf“ is on: the article stays off the published site. */
  isDraft: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function listArticles(folder: string): Promise<ArticleSummary[]> {
  const entries = await editorApi('listArticles', { folder });
  return entries
    .map((entry) => {
      const { data } = splitArticle(entry.data ?? '');
      return {
        slug: slugOfPath(entry.file.path),
        path: entry.file.path,
        title: text(data.title) || slugOfPath(entry.file.path),
        category: text(data.category),
        datePublished: text(data.datePublished),
        isDraft: data.draft === true,
      };
    })
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.title.localeCompare(b.title, 'de'));
}

export function useArticles(folder: string) {
  const [loaded, setLoaded] = useState<Loaded<ArticleSummary[]>>({ state: 'loading' });
  useEffect(() => {
    listArticles(folder).then(
      (value) => setLoaded({ state: 'ready', value }),
      (error: unknown) => setLoaded({ state: 'failed', message: messageOf(error) }),
    );
  }, [folder]);
  return loaded;
}
