import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles';
import { countWords, readingMinutes } from '../../content/articles/wordCount';

describe('article length fits its read time', () => {
  it('has the five articles of the spec with their read times', () => {
    expect(Object.fromEntries(articles.map((a) => [a.slug, a.readTime]))).toEqual({
      'go-to-market-strategie': 8,
      'foerderungen-innovation': 6,
      'kmus-business-schools': 10,
      'innovation-praxis': 7,
      'internationalisierung-strategie': 9,
    });
  });

  for (const article of articles) {
    it(`${article.slug}: round(words / 200) equals readTime`, () => {
      const words = countWords(article.content);
      expect({ words, minutes: readingMinutes(article.content) }).toEqual({ words, minutes: article.readTime });
    });
  }

  it('counts words of the text only, not of tags or entities', () => {
    expect(countWords('<h2 class="x">Zwei Wörter</h2><p>und&nbsp;drei – mehr</p>')).toBe(5);
  });
});
