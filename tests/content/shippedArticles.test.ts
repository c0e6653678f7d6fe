import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getArticle } from '#model/articles/index.ts';
import { keepOwnerText } from '#tools/edit/server/files/ownerText.ts';
import { asTheEditorSends } from '../support/editorRestyle.ts';

// A named check of the shipped articles (README, "How the unit tests are organised"): the
// mechanisms are tested on the fixture project (tests/unit/ownerText.test.ts, articleLength.test.ts).

describe('read time of the shipped articles', () => {
  it("gives the spec's five articles the read times of the spec", () => {
    const spec = {
      'go-to-market-strategie': 8,
      'foerderungen-innovation': 6,
      'kmus-business-schools': 10,
      'innovation-praxis': 7,
      'internationalisierung-strategie': 9,
    };
    expect(Object.fromEntries(Object.keys(spec).map((slug) => [slug, getArticle(slug)?.readTime]))).toEqual(spec);
  });
});

// The editor's save keeps the owner's Markdown (the mechanism: tests/unit/ownerText.test.ts).
describe('the shipped articles', () => {
  const folder = path.resolve('content/articles');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.md'))) {
    it(`${name} saved unchanged from the editor stays byte for byte`, () => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      expect(keepOwnerText(text, asTheEditorSends(text))).toBe(text);
    });
  }
});
