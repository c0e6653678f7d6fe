import { describe, expect, it } from 'vitest';
import { relatedIn } from '#model/articles/collection.ts';
import { articleCategories, articles, articlesByCategory, getArticle, relatedArticles } from '#model/articles/index.ts';
import type { Article, ArticleCategory } from '#model/types.ts';

/** The five articles the spec requires; the site may hold more. */
const specSlugs = [
  'go-to-market-strategie',
  'foerderungen-innovation',
  'kmus-business-schools',
  'innovation-praxis',
  'internationalisierung-strategie',
];

describe('article registry', () => {
  it("holds the spec's five articles, newest first, articles of the same day by slug", () => {
    expect(articles.map((a) => a.slug)).toEqual(expect.arrayContaining(specSlugs));
    for (let i = 1; i < articles.length; i++) {
      const [before, after] = [articles[i - 1]!, articles[i]!];
      const inOrder =
        before.datePublished > after.datePublished ||
        (before.datePublished === after.datePublished && before.slug < after.slug);
      expect(inOrder, `${before.slug} before ${after.slug}`).toBe(true);
    }
  });

  it('has unique slugs', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it('offers the filter values in the order of the spec', () => {
    expect(articleCategories).toEqual(['Marketing', 'Innovation', 'Internationalisierung', 'Förderung', 'Strategie']);
    for (const article of articles) expect(articleCategories).toContain(article.category);
  });

  it('finds an article by slug and nothing for unknown slugs', () => {
    expect(getArticle('innovation-praxis')?.category).toBe('Innovation');
    expect(getArticle('gibt-es-nicht')).toBeUndefined();
    expect(getArticle('')).toBeUndefined();
  });

  it('filters by category', () => {
    expect(articlesByCategory('Förderung').map((a) => a.slug)).toContain('foerderungen-innovation');
    for (const category of articleCategories) {
      expect(articlesByCategory(category)).toEqual(articles.filter((a) => a.category === category));
    }
    expect(articleCategories.flatMap((c) => articlesByCategory(c))).toHaveLength(articles.length);
  });

  it('suggests two other, distinct articles for each article', () => {
    for (const article of articles) {
      const related = relatedArticles(article.slug, 2);
      expect(related).toHaveLength(2);
      expect(related.map((a) => a.slug)).not.toContain(article.slug);
      expect(new Set(related.map((a) => a.slug)).size).toBe(2);
    }
  });

  it('suggests the same category first, then the articles after it in the list, wrapping around', () => {
    // Fixture articles: only slug, category and order matter here.
    const fixture = (slug: string, category: ArticleCategory): Article => ({ ...articles[0]!, slug, category });
    const list = [
      fixture('a', 'Strategie'),
      fixture('b', 'Marketing'),
      fixture('c', 'Strategie'),
      fixture('d', 'Innovation'),
      fixture('e', 'Marketing'),
    ];
    const related = (slug: string) => relatedIn(list, slug, 2).map((a) => a.slug);
    expect(related('a')).toEqual(['c', 'b']);
    expect(related('c')).toEqual(['a', 'd']);
    expect(related('b')).toEqual(['e', 'c']);
    expect(related('e')).toEqual(['b', 'a']);
    expect(related('d')).toEqual(['e', 'a']);
    expect(relatedIn(list, 'gibt-es-nicht', 2).map((a) => a.slug)).toEqual(['a', 'b']);
  });
});
