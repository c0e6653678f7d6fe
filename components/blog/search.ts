import { isArticleCategory } from '#model/lists/categories.ts';
import type { Article, ArticleCategory } from '#model/types.ts';

/** What the blog list shows: a search text and a category (`null` = "Alle"). */
export interface BlogState {
  q: string;
  kategorie: ArticleCategory | null;
}

export const initialBlogState: BlogState = { q: '', kategorie: null };

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const entities: Record<string, string> = { amp: '&', nbsp: ' ', shy: '', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * Text reduced to comparable words: tags removed, lowercase, German umlauts spelled out
 * (so "Förderung" and "foerderung" meet), other diacritics dropped, punctuation as spaces.
 */
export function normalize(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&([a-z]+);/gi, (match, name: string) => entities[name.toLowerCase()] ?? match)
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => transliterations[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Everything the search looks at, normalised: title, texts, category and body. */
export function searchText(article: Article): string {
  return ` ${normalize([article.title, article.description, article.excerpt, article.category, article.content].join(' '))} `;
}

/** The search text of every article by slug (the full-text index the blog list loads on demand). */
export function buildSearchIndex(list: readonly Article[]): ReadonlyMap<string, string> {
  return new Map(list.map((article) => [article.slug, searchText(article)]));
}

/** Whether every word of the query occurs in a normalised text (see `searchText`). */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalize(query).split(' ').filter(Boolean);
  return words.every((word) => text.includes(word));
}

/** The articles that fit both the category and the search text. */
export function filterArticles(list: readonly Article[], { q, kategorie }: BlogState): Article[] {
  return list.filter(
    (article) => (kategorie === null || article.category === kategorie) && matchesQuery(searchText(article), q),
  );
}

/** The list's state from a URL query string (`?q=…&kategorie=…`); unknown categories mean "Alle". */
export function readBlogState(search: string): BlogState {
  const params = new URLSearchParams(search);
  const kategorie = params.get('kategorie') ?? '';
  return { q: (params.get('q') ?? '').trim(), kategorie: isArticleCategory(kategorie) ? kategorie : null };
}

/** The query string for a state ("" when it is the default), e.g. `?q=foerderung&kategorie=Strategie`. */
export function blogStateToSearch({ q, kategorie }: BlogState): string {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q.trim());
  if (kategorie !== null) params.set('kategorie', kategorie);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
