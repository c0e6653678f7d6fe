import { describe, expect, it } from 'vitest';
import { cookiesOverview } from '#model/legal/analyticsPrivacy.ts';
import { datenschutz } from '#model/legal/datenschutz.ts';
import { impressum } from '#model/legal/impressum.ts';
import { blockTexts, legalLines } from './copyText.ts';

// The legal pages speak Austrian, in short true sentences, not the German boilerplate of website
// generators. Each sentence below is such boilerplate; none may stand on the pages.
const boilerplate: [string, RegExp][] = [
  ['overview opening', /einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert/],
  ['narrow definition of personal data', /alle Daten, mit denen Sie persönlich identifiziert werden können/],
  ['the address "begins with https://"', /mit „https:\/\/“ beginnt/],
  [
    'TLS promises more than transport encryption',
    /können (die übertragenen Daten )?nicht von Dritten mitgelesen werden/,
  ],
  ['"greatest care" disclaimer', /mit größter Sorgfalt erstellt/],
  ['"no guarantee" disclaimer', /keine Gewähr/],
  ['"prior written consent" copyright clause', /bedarf der vorherigen schriftlichen Zustimmung/],
  ['third-party copyright boilerplate', /werden die Urheberrechte Dritter beachtet/],
  ['nested parentheses of a recipient', /\([^()]*\([^()]*\)\)/],
  ['"Nur der Hosting-Anbieter" after "keine Cookies"', /Nur der Hosting-Anbieter setzt/],
];

const pageLines = [...legalLines(impressum), ...legalLines(datenschutz)];
/** The parts that change with the settings, in every combination the owner can choose. */
const variantLines = [false, true].flatMap((hostingCookies) =>
  [false, true].flatMap((hostingStatistics) => [
    ...cookiesOverview(null, hostingCookies, hostingStatistics).blocks.flatMap(blockTexts),
  ]),
);

describe('legal pages: no German boilerplate', () => {
  it.each(boilerplate)('leaves out: %s', (_what, sentence) => {
    const found = [...pageLines, ...variantLines].filter((line) => sentence.test(line.replace(/\u00A0/g, ' ')));
    expect(found).toEqual([]);
  });

  it('defines personal data as Art. 4 Z 1 DSGVO does', () => {
    expect(pageLines.join('\n').replace(/\u00A0/g, ' ')).toMatch(
      /Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen \(Art\. 4 Z 1 DSGVO\)/,
    );
  });

  it('says what TLS protects and what it does not', () => {
    const tls = datenschutz.sections
      .flatMap((section) => section.subsections ?? [])
      .find((sub) => sub.heading === 'TLS-Verschlüsselung (HTTPS)');
    const text = tls!.blocks.flatMap(blockTexts).join('\n');
    expect(text).toMatch(/auf dem Weg zwischen Ihrem Browser und dem Server/);
    expect(text).toMatch(/auf Ihrem Gerät und beim Empfänger wirkt sie nicht/);
  });

  it('states that the articles are as of their date, and the rights under the UrhG with the person', () => {
    const text = legalLines(impressum).join('\n');
    expect(text).toMatch(/geben den Stand zum angegebenen Datum wieder/);
    expect(text).toMatch(/nach dem Urheberrechtsgesetz \(UrhG\) geschützt/);
    expect(text).not.toMatch(/Haftung für Inhalte/);
  });
});
