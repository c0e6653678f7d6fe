import { describe, expect, it } from 'vitest';
import { formatDate } from '#components/blog/formatDate.ts';
import {
  type BlogState,
  blogStateToSearch,
  filterArticles,
  matchesQuery,
  normalize,
  readBlogState,
  searchText,
} from '#components/blog/search.ts';
import { articles, getArticle } from '#model/articles/index.ts';

const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);
const funding = getArticle('foerderungen-innovation')!;

describe('normalize', () => {
  it('lowercases, strips tags and spells out umlauts', () => {
    expect(normalize('<p>Förderung <strong>für</strong> GRÖSSE</p>')).toBe('foerderung fuer groesse');
    expect(normalize('Straße')).toBe('strasse');
  });

  it('makes "förderung", "foerderung" and "Förderung" equal', () => {
    expect(
      new Set([normalize('förderung'), normalize('foerderung'), normalize('Förderung'), normalize('FÖRDERUNG')]).size,
    ).toBe(1);
  });

  it('drops other diacritics and punctuation', () => {
    expect(normalize('Café, Crème & Co.')).toBe('cafe creme co');
    expect(normalize('  Go-to-Market  ')).toBe('go to market');
  });
});

describe('matchesQuery', () => {
  it('matches with or without umlauts, in any case', () => {
    for (const query of ['foerderung', 'Förderung', 'FÖRDERUNG', 'förderung'])
      expect(matchesQuery(searchText(funding), query)).toBe(true);
  });

  it('searches the body text too', () => {
    // A word of the go-to-market article's body that its title, texts and category do not hold.
    const article = getArticle('go-to-market-strategie')!;
    expect(normalize([article.title, article.description, article.excerpt, article.category].join(' '))).not.toContain(
      'positionierungssatz',
    );
    expect(slugs(filterArticles(articles, { q: 'Positionierungssatz', kategorie: null }))).toContain(
      'go-to-market-strategie',
    );
  });

  it('needs every word of the query', () => {
    expect(matchesQuery(searchText(funding), 'foerderung innovation')).toBe(true);
    expect(matchesQuery(searchText(funding), 'foerderung xylophon')).toBe(false);
  });

  it('treats an empty query as a match', () => {
    expect(matchesQuery(searchText(funding), '   ')).toBe(true);
  });
});

describe('filterArticles', () => {
  it('returns everything for "Alle" and no search', () => {
    expect(filterArticles(articles, { q: '', kategorie: null })).toEqual(articles);
  });

  it('filters by category and search together', () => {
    const strategie = filterArticles(articles, { q: '', kategorie: 'Strategie' });
    expect(slugs(strategie)).toContain('kmus-business-schools');
    expect(strategie).toEqual(articles.filter((a) => a.category === 'Strategie'));
    expect(filterArticles(articles, { q: 'xylophon', kategorie: null })).toEqual([]);
    const both = filterArticles(articles, { q: 'Hochschulen', kategorie: 'Marketing' });
    expect(both).toEqual(
      articles.filter((a) => a.category === 'Marketing' && matchesQuery(searchText(a), 'Hochschulen')),
    );
  });
});

describe('URL state', () => {
  it('reads q and kategorie', () => {
    expect(readBlogState('?q=foerderung&kategorie=F%C3%B6rderung')).toEqual({
      q: 'foerderung',
      kategorie: 'Förderung',
    });
    expect(readBlogState('kategorie=Strategie')).toEqual({ q: '', kategorie: 'Strategie' });
  });

  it('falls back to "Alle" for unknown categories and to defaults for nothing', () => {
    expect(readBlogState('?kategorie=Kochen')).toEqual({ q: '', kategorie: null });
    expect(readBlogState('')).toEqual({ q: '', kategorie: null });
  });

  it('omits empty values', () => {
    expect(blogStateToSearch({ q: '', kategorie: null })).toBe('');
    expect(blogStateToSearch({ q: '   ', kategorie: 'Innovation' })).toBe('?kategorie=Innovation');
  });

  it('round-trips', () => {
    const states: BlogState[] = [
      { q: '', kategorie: null },
      { q: 'förderung', kategorie: null },
      { q: 'go to market & mehr', kategorie: 'Marketing' },
      { q: '', kategorie: 'Internationalisierung' },
    ];
    for (const state of states) expect(readBlogState(blogStateToSearch(state))).toEqual(state);
  });
});

describe('formatDate', () => {
  it('writes Austrian dates', () => {
    expect(formatDate('2025-01-15')).toBe('15. Jänner 2025');
    expect(formatDate('2024-12-01')).toBe('1. Dezember 2024');
  });
});
