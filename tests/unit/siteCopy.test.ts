import { describe, expect, it } from 'vitest';
import { articles } from '#model/articles/index.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { sectionCopy, taglineCopy } from '#model/copy/home.ts';
import { navLabels } from '#model/copy/navigation.ts';
import { referencesHeading } from '#model/copy/references.ts';
import { allStrings } from './copyText.ts';

const modules = import.meta.glob<Record<string, unknown>>(['../../model/**/*.ts', '!../../model/types.ts'], {
  eager: true,
});

/** Every string of every content module and article file, tags of article bodies removed. */
const copy = [
  ...Object.entries(modules).map(([file, exports]) => [file.replace('../../model/', ''), exports] as const),
  ...articles.map((article) => [`articles/${article.slug}.md`, article] as const),
].flatMap(([file, value]) =>
  allStrings(value, '').map(({ path, text }) => ({ where: `${file} ${path}`, text: text.replace(/<[^>]*>/g, ' ') })),
);

/** The spec's own strings in the "du" form: the header button and the tagline. */
const specInformal = ['copy/navigation.ts navLabels.cta', 'copy/home.ts taglineCopy.title'];

describe('form of address', () => {
  it('finds the content modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    expect(copy.some(({ text }) => text === navLabels.cta)).toBe(true);
  });

  it('uses "Lass uns sprechen" only for the header button of the spec', () => {
    expect(copy.filter(({ text }) => text.includes('Lass uns sprechen')).map(({ where }) => where)).toEqual([
      'copy/navigation.ts navLabels.cta',
    ]);
  });

  it('addresses readers with "Sie" everywhere else (the spec\'s tagline aside)', () => {
    const informal = /\b(du|dich|dir|dein\w*|euch|euer|eure\w*|habt|seid|lass|lasst)\b/i;
    expect(specInformal.map((where) => copy.find((entry) => entry.where === where)?.text)).toEqual([
      navLabels.cta,
      taglineCopy.title,
    ]);
    const found = copy.filter(({ where, text }) => !specInformal.includes(where) && informal.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text.match(informal)![0]}`)).toEqual([]);
  });

  it('gives the contact section and the contact dialog their own titles', () => {
    expect(sectionCopy.contact.title).not.toBe(contactCopy.dialogTitle);
    expect(sectionCopy.contact.title).not.toBe(navLabels.cta);
    expect(contactCopy.dialogTitle).not.toBe(navLabels.cta);
  });
});

/**
 * "ich", never "wir" as the business: one person writes this site. A "wir", "uns" or "unser…" may stand
 * only where it cannot mean the business:
 * - inside quotation marks („…“): the words of clients or readers ("„Wir wissen, dass es Förderungen gibt …“");
 * - in a question: the checklists of the articles, asked in the reader's own voice
 *   ("Welches konkrete Ziel verfolgen wir mit der Kooperation?");
 * - in a sentence that marks the work as joint, "you and I": "gemeinsam", "zusammen", "mit Ihnen",
 *   "Sie und ich", "wir beide", or the invitations "Sprechen wir …" and "Lassen Sie uns …".
 * Any other "wir" reads as the firm ("Wir segmentieren Ihren Markt") and fails, and so do, wherever they
 * stand outside quotation marks, the forms that only a firm says ("wir bieten", "unser Team", "unsere
 * Kunden", "Wir beraten", "achten wir").
 */
const firstPersonPlural = /\b(wir|uns|unser\w*)\b/i;
const jointWork = /\b(gemeinsam\w*|zusammen|mit Ihnen|Sie und ich|wir beide|Sprechen wir|Lassen Sie uns|Lass uns)\b/i;
const businessWir =
  /\b(wir (bieten|beraten|begleiten|unterstützen|helfen|sind)|(achten|bieten|beraten|begleiten|unterstützen|helfen) wir|unser(e|en|em|er)? (Team|Kunden|Kundinnen|Klient\w*|Leistungen|Beratung|Büro|Agentur|Firma|Kanzlei|Mitarbeit\w*|Expert\w*|Erfahrung))\b/i;

/** The sentences of a text with quoted speech removed. */
function ownSentences(text: string): string[] {
  return text
    .replace(/„[^“]*“|“[^”]*”|»[^«]*«/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

describe('one person writes: "ich", never "wir" as the business', () => {
  it('keeps "wir" to quotes, the reader\'s questions and joint work', () => {
    const found = copy.flatMap(({ where, text }) =>
      ownSentences(text)
        .filter((sentence) => firstPersonPlural.test(sentence) && !sentence.endsWith('?') && !jointWork.test(sentence))
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });

  it('never uses the forms only a firm says, not even in joint sentences or questions', () => {
    const found = copy.flatMap(({ where, text }) =>
      ownSentences(text)
        .filter((sentence) => businessWir.test(sentence))
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });

  it('tells the business "wir" from the joint one', () => {
    const business = [
      'Dabei achten wir darauf, dass Ihr Vorhaben passt.',
      'Wir bieten Workshops an.',
      'Unser Team berät Sie.',
      'Unsere Kunden schätzen das.',
      'Wir beraten KMU.',
      'Wir segmentieren Ihren Markt.',
    ];
    const joint = [
      'In einem Workshop erarbeiten wir gemeinsam Ihre Positionierung.',
      'Sprechen wir über Ihr Vorhaben',
      'Welche Daten können wir zur Verfügung stellen?',
      'Sie sagen: „Unser Angebot passt für alle.“',
    ];
    const flagged = (sentence: string) =>
      ownSentences(sentence).some(
        (s) => businessWir.test(s) || (firstPersonPlural.test(s) && !s.endsWith('?') && !jointWork.test(s)),
      );
    expect(business.filter((sentence) => !flagged(sentence))).toEqual([]);
    expect(joint.filter(flagged)).toEqual([]);
  });
});

describe('spelling', () => {
  it('spells "Sparringspartner" one way, with the linking s and without a hyphen', () => {
    const spellings = copy.flatMap(({ where, text }) =>
      (text.match(/\bsparring[-\s]?s?[-\s]?partner\w*/gi) ?? []).map((word) => ({ where, word })),
    );
    expect(spellings.length).toBeGreaterThan(0);
    for (const variant of ['Sparring-Partner', 'Sparringpartner', 'Sparring Partner', 'Sparrings-Partner']) {
      expect(variant.match(/\bsparring[-\s]?s?[-\s]?partner\w*/gi)).toEqual([variant]);
    }
    expect(spellings.filter(({ word }) => !/^Sparringspartner(in|innen|s|n)?$/.test(word))).toEqual([]);
  });

  it('says in plain German what a stable home market allows, without "Management-Aufmerksamkeit abgeben"', () => {
    expect(copy.filter(({ text }) => /Management-Aufmerksamkeit/.test(text)).map(({ where }) => where)).toEqual([]);
  });
});

describe('references section', () => {
  it('has a heading that says more than its kicker', () => {
    expect(referencesHeading).not.toBe(sectionCopy.references.kicker);
    expect(referencesHeading).not.toMatch(/^Referenzen$/);
  });
});

it('covers the article bodies too', () => {
  expect(copy.filter(({ where }) => where.startsWith('articles/') && where.endsWith('.md content'))).toHaveLength(
    articles.length,
  );
});
