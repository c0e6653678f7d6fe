import { describe, expect, it } from 'vitest';
import { articleCategories, articles, articlesByCategory, getArticle, relatedArticles } from '../../content/articles';

describe('article registry', () => {
  it('lists all five articles, newest first, articles of the same day by slug', () => {
    expect(articles.map((a) => a.slug)).toEqual([
      'foerderungen-innovation',
      'go-to-market-strategie',
      'innovation-praxis',
      'internationalisierung-strategie',
      'kmus-business-schools',
    ]);
    for (let i = 1; i < articles.length; i++) {
      expect(articles[i - 1]!.datePublished >= articles[i]!.datePublished).toBe(true);
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
    expect(articlesByCategory('Förderung').map((a) => a.slug)).toEqual(['foerderungen-innovation']);
    for (const category of articleCategories) {
      expect(articlesByCategory(category).every((a) => a.category === category)).toBe(true);
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
    expect(relatedArticles('go-to-market-strategie', 2).map((a) => a.slug)).toEqual(['innovation-praxis', 'internationalisierung-strategie']);
    expect(relatedArticles('kmus-business-schools', 2).map((a) => a.slug)).toEqual(['foerderungen-innovation', 'go-to-market-strategie']);
  });
});
