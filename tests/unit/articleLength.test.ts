import { describe, expect, it } from 'vitest';
import { articles } from '#model/articles/index.ts';
import { countWords, readingMinutes } from '#model/articles/wordCount.ts';

describe('read time, computed from the text', () => {
  for (const article of articles) {
    it(`${article.slug}: round(words of the page's body / 200)`, () => {
      const words = countWords(article.content);
      expect({ words: article.wordCount, minutes: article.readTime }).toEqual({
        words,
        minutes: Math.round(words / 200),
      });
    });
  }

  it('rounds to whole minutes and never says 0 minutes', () => {
    expect([0, 1, 99, 100, 299, 300, 1595].map(readingMinutes)).toEqual([1, 1, 1, 1, 1, 2, 8]);
  });

  it('counts words of the text only, not of tags or entities', () => {
    expect(countWords('<h2 class="x">Zwei Wörter</h2><p>und&nbsp;drei – mehr</p>')).toBe(5);
  });
});
