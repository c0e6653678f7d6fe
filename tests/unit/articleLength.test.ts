import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../content/articles/wordCount';
import type { Article } from '../../content/types';

const modules = import.meta.glob<{ default: Article }>(
  ['../../content/articles/*.ts', '!../../content/articles/index.ts', '!../../content/articles/wordCount.ts'],
  { eager: true },
);

describe('article length fits its read time', () => {
  for (const [file, { default: article }] of Object.entries(modules)) {
    it(`${file}: round(words / 200) equals readTime`, () => {
      const words = countWords(article.content);
      expect({ file, words, minutes: readingMinutes(article.content) }).toEqual({
        file,
        words,
        minutes: article.readTime,
      });
    });
  }
});
