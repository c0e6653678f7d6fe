import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monthNames as months } from '#model/copy/blog.ts';

const monthNames: readonly string[] = months;

// The Impressum promises „spätere Ergänzungen sind mit ihrem Datum gekennzeichnet“, and the
// spec keeps the articles' structured-data dates at 2025-01-15. So the text says what changed when:
// each supplement or correction opens with „**Nachtrag Monat Jahr:**“ or „**Berichtigung Monat
// Jahr:**“, and anything that could only be written after publication stands in such a block. A named
// check of the shipped articles, read as Markdown.

const folder = 'content/articles';
const articles = readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const text = readFileSync(path.join(folder, name), 'utf8');
    const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const published = /^datePublished: (\d{4})-(\d{2})/m.exec(frontmatter);
    return { name, body, published: Number(published?.[1]) * 12 + Number(published?.[2]) - 1 };
  });

/** Words that announce a later change; the marker puts a month and year after them. */
const changeWord = /\b(Nachtrag|Berichtigung|Korrektur|Ergänzung|Aktualisierung|Update)\b/;
const marker = /\*\*(Nachtrag|Berichtigung) ([A-ZÄÖÜ][a-zäöü]+) (\d{4}):\*\*/g;
/** A month counted from year 0, for comparing dates. */
const monthOf = (name: string, year: string) => Number(year) * 12 + monthNames.indexOf(name);
const now = new Date();
const today = now.getUTCFullYear() * 12 + now.getUTCMonth();

/** The body's blocks (paragraphs, lists), each with the part that follows a dated marker. */
function datedParts(body: string): { block: string; dated: string }[] {
  const blocks = body.split(/\n\s*\n/);
  return blocks.map((block, index) => {
    const at = block.search(marker);
    // A list introduced by a dated paragraph that ends with a colon belongs to it.
    const previous = blocks[index - 1] ?? '';
    const introducedList =
      /^\s*[-*\d]/.test(block) && new RegExp(marker.source).test(previous) && /:\s*$/.test(previous);
    return { block, dated: introducedList ? block : at >= 0 ? block.slice(at) : '' };
  });
}

describe('supplements and corrections in the articles carry their date', () => {
  it('finds the articles and the dated supplements it checks', () => {
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles.flatMap(({ body }) => [...body.matchAll(marker)]).length).toBeGreaterThanOrEqual(4);
  });

  it.each(articles)('$name: every change word is a marker with month and year', ({ body }) => {
    const undated = body
      .replace(marker, '')
      .split('\n')
      .filter((line) => changeWord.test(line));
    expect(undated).toEqual([]);
  });

  it.each(articles)(
    '$name: each marker names a real month, after publication and not in the future',
    ({ body, published }) => {
      const wrong = [...body.matchAll(marker)]
        .filter(([, , month = '', year = '']) => {
          const when = monthOf(month, year);
          return !monthNames.includes(month) || when < published || when > today;
        })
        .map(([whole]) => whole);
      expect(wrong).toEqual([]);
    },
  );

  it.each(articles)('$name: a year after publication appears only in a dated block', ({ body, published }) => {
    const publishedYear = Math.floor(published / 12);
    const later = (text: string) =>
      [...text.matchAll(/\b(20\d\d)\b/g)].filter(([year]) => Number(year) > publishedYear).length;
    const outside = datedParts(body)
      .filter(({ block, dated }) => later(block) > later(dated))
      .map(({ block }) => block.slice(0, 120));
    expect(outside).toEqual([]);
  });

  it('kmus-business-schools: the § 86 UG correction is dated', () => {
    const body = articles.find(({ name }) => name === 'kmus-business-schools.md')!.body;
    const corrected = datedParts(body).filter(({ block }) => block.includes('§&nbsp;86'));
    expect(corrected.length).toBeGreaterThan(0);
    for (const { block, dated } of corrected) expect(dated, block.slice(0, 80)).toContain('§&nbsp;86');
  });

  it('an article that states its „Stand“ points to its later, dated supplements', () => {
    const stale = articles
      .filter(({ body }) =>
        /Stand (Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/.test(body),
      )
      .filter(({ body }) => [...body.matchAll(marker)].length > 0)
      .filter(({ body }) => !/Stand [^.]*\d{4}[^.]*(Nachträgen|Nachtrag)/.test(body))
      .map(({ name }) => name);
    expect(stale).toEqual([]);
  });
});
