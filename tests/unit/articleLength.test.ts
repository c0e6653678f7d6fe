import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles';
import { countWords, readingMinutes } from '../../content/articles/wordCount';

describe('article length fits its read time', () => {
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
