import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles';
import { contactCopy } from '../../content/contact';
import { sectionCopy, taglineCopy } from '../../content/home';
import { navLabels } from '../../content/navigation';
import { referencesHeading } from '../../content/references';
import { allStrings } from './copyText';

const modules = import.meta.glob<Record<string, unknown>>(['../../content/**/*.ts', '!../../content/types.ts'], { eager: true });

/** Every string of every content module and article file, tags of article bodies removed. */
const copy = [
  ...Object.entries(modules).map(([file, exports]) => [file.replace('../../content/', ''), exports] as const),
  ...articles.map((article) => [`articles/${article.slug}.md`, article] as const),
].flatMap(([file, value]) => allStrings(value, '').map(({ path, text }) => ({ where: `${file} ${path}`, text: text.replace(/<[^>]*>/g, ' ') })));

/** The spec's own strings in the "du" form: the header button and the tagline. */
const specInformal = ['navigation.ts navLabels.cta', 'home.ts taglineCopy.title'];

describe('form of address', () => {
  it('finds the content modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    expect(copy.some(({ text }) => text === navLabels.cta)).toBe(true);
  });

  it('uses "Lass uns sprechen" only for the header button of the spec', () => {
    expect(copy.filter(({ text }) => text.includes('Lass uns sprechen')).map(({ where }) => where)).toEqual(['navigation.ts navLabels.cta']);
  });

  it('addresses readers with "Sie" everywhere else (the spec\'s tagline aside)', () => {
    const informal = /\b(du|dich|dir|dein\w*|euch|euer|eure\w*|habt|seid|lass|lasst)\b/i;
    expect(specInformal.map((where) => copy.find((entry) => entry.where === where)?.text)).toEqual([navLabels.cta, taglineCopy.title]);
    const found = copy.filter(({ where, text }) => !specInformal.includes(where) && informal.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text.match(informal)![0]}`)).toEqual([]);
  });

  it('gives the contact section and the contact dialog their own titles', () => {
    expect(sectionCopy.contact.title).not.toBe(contactCopy.dialogTitle);
    expect(sectionCopy.contact.title).not.toBe(navLabels.cta);
    expect(contactCopy.dialogTitle).not.toBe(navLabels.cta);
  });
});

describe('references section', () => {
  it('has a heading that says more than its kicker', () => {
    expect(referencesHeading).not.toBe(sectionCopy.references.kicker);
    expect(referencesHeading).not.toMatch(/^Referenzen$/);
  });
});

it('covers the article bodies too', () => {
  expect(copy.filter(({ where }) => where.startsWith('articles/') && where.endsWith('.md content'))).toHaveLength(articles.length);
});
