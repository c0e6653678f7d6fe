import { describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '#model/analytics.ts';
import { shareCopy } from '#model/copy/blogScript.ts';
import { privacyPolicy } from '#model/legal/datenschutz.ts';
import { impressum } from '#model/legal/impressum.ts';
import type { LegalPage } from '#model/types.ts';
import { legalLines } from '../unit/copyText.ts';

// The legal pages are written for Austria, not taken from a German website generator. The
// headings below are the well-known generator's section names; German-only statutes have no place
// on an Austrian site; and no sentence waives the duty to protect the data (Art. 32 DSGVO). A named
// check of the shipped pages in every analytics variant the owner can choose.

const matomo: AnalyticsConfig = {
  provider: 'matomo',
  endpoint: 'https://statistik.meine-domain.at',
  siteId: '1',
  operator: 'self-hosted',
  retentionMonths: 14,
};
const plausible: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'https://plausible.io',
  siteId: 'meine-domain.at',
  operator: { provider: 'Plausible Insights OÜ, Tartu, Estland', privacyUrl: '', transferBasis: '' },
  retentionMonths: 24,
};
const pages: [string, LegalPage][] = [
  ['Impressum', impressum],
  ['Datenschutz ohne Webanalyse', privacyPolicy(null)],
  ['Datenschutz mit Matomo', privacyPolicy(matomo)],
  ['Datenschutz mit Plausible', privacyPolicy(plausible)],
];

const headings = (page: LegalPage) =>
  page.sections.flatMap((section) => [section.heading, ...(section.subsections ?? []).map((sub) => sub.heading)]);

/** Section names of the German generator, as its privacy policies and imprints number them. */
const generatorHeadings = [
  /^Datenschutz auf einen Blick$/,
  /^Allgemeine Hinweise und Pflichtinformationen$/,
  /^Allgemeine Hinweise$/,
  /^Datenerfassung auf dieser Website$/,
  /^Hinweis zur verantwortlichen Stelle$/,
  /^Analyse-Tools und Tools von Drittanbietern$/,
  /^Plugins und Tools$/,
  /^SSL- bzw\. TLS-Verschlüsselung$/,
  /^Haftung für (Inhalte|Links)$/,
  /^Angaben gemäß § 5 (TMG|DDG)$/,
  /^Verbraucherstreitbeilegung\/Universalschlichtungsstelle$/,
  /^Widerspruch gegen Werbe-E-Mails$/,
];

/** Sentences of the same generator that say less than the law asks. */
const generatorSentences = [/lückenloser Schutz der Daten/, /Sicherheitslücken aufweisen kann/];

/** German statutes a German generator cites: on an Austrian site the DSG, TKG 2021, ECG and MedienG apply. */
const germanStatutes = /\b(TMG|TTDSG|TDDDG|BDSG|DDG|RStV|MStV)\b/;

describe('legal pages: no German generator template', () => {
  it.each(pages)('%s: no heading of the generator', (_name, page) => {
    const found = headings(page).filter((heading) => generatorHeadings.some((pattern) => pattern.test(heading)));
    expect(found).toEqual([]);
  });

  it.each(pages)('%s: no waiver sentence and no German statute', (_name, page) => {
    const lines = legalLines(page);
    expect(lines.filter((line) => generatorSentences.some((pattern) => pattern.test(line)))).toEqual([]);
    expect(lines.filter((line) => germanStatutes.test(line))).toEqual([]);
  });

  it('names the protective measures of Art. 32 DSGVO instead', () => {
    expect(legalLines(privacyPolicy(null)).join('\n')).toMatch(
      /technischen und organisatorischen Maßnahmen, die dem Risiko angemessen sind \(Art\. 32 DSGVO\)/,
    );
  });

  it.each(pages.slice(1))('%s: says once whether there is web analytics', (_name, page) => {
    const aboutAnalytics = headings(page).filter((heading) => /Webanalyse|Tracking|Analyse-Cookies/.test(heading));
    expect(aboutAnalytics).toHaveLength(1);
  });

  it('covers the share links under every article', () => {
    const text = legalLines(privacyPolicy(null)).join('\n');
    for (const label of [shareCopy.linkedin, shareCopy.email, shareCopy.copy]) expect(text).toContain(`„${label}“`);
    expect(text).toMatch(/Teilen-Seite von LinkedIn: Erst wenn Sie ihn anklicken/);
  });
});
