import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishModule } from '#integrations/emit/englishModule.ts';
import type { AnalyticsConfig } from '#model/analytics.ts';
import { projectRoot } from '#model/load/dataFile.ts';
import type { SiteConfig } from '#model/site.ts';
import type { Block, LegalPage } from '#model/types.ts';
import { legalLines } from './copyText.ts';

// The English legal pages are the German ones in English: generated from the same settings, with
// the same sections, paragraphs, list items and facts for every variant of the settings, and not
// one German sentence left (docs/english-legal.md). Only the English pages have the closing
// "Language versions" section that links the German original.

type Legal = SiteConfig['legal'];

const scc = 'Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO)';
const dpf = 'EU-US Data Privacy Framework (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO)';

const matomo: AnalyticsConfig = {
  provider: 'matomo',
  endpoint: 'https://statistik.meine-domain.at',
  siteId: '1',
  operator: 'self-hosted',
  retentionMonths: 14,
} as AnalyticsConfig;

const plausible: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'https://plausible.io',
  siteId: 'meine-domain.at',
  operator: {
    provider: 'Plausible Insights OÜ, Tartu, Estland',
    privacyUrl: 'https://plausible.io/privacy',
    transferBasis: scc,
  },
  retentionMonths: 24,
} as AnalyticsConfig;

/** Settings variants: every condition of the German generators, on and off. */
const variants: Record<string, (legal: Legal) => Partial<Legal>> = {
  defaults: () => ({}),
  'host statistics and cookies, CDN outside the EU': () => ({
    hostingStatistics: true,
    hostingCookies: true,
    hostingTransferBasis: dpf,
  }),
  'host cookies only, standard clauses everywhere, a self-portrait, one year': (legal) => ({
    hostingStatistics: false,
    hostingCookies: true,
    hostingTransferBasis: scc,
    formServiceTransferBasis: scc,
    emailProvider: { ...legal.emailProvider, transferBasis: scc },
    portraitCredit: { selfPortrait: true },
    workRecordsRetentionYears: 1,
    vatId: '',
  }),
  'host statistics only, all in the EU, a photographer, a VAT number': (legal) => ({
    hostingStatistics: true,
    hostingCookies: false,
    hostingTransferBasis: '',
    formServiceTransferBasis: '',
    emailProvider: { ...legal.emailProvider, transferBasis: '' },
    portraitCredit: { photographer: 'Studio Beispiel' },
    vatId: 'ATU12345678',
    workRecordsRetentionYears: 3,
  }),
};

/** Both languages' pages, generated with the settings' legal part changed as `variant` says. */
async function pagesWith(variant: (legal: Legal) => Partial<Legal>) {
  vi.resetModules();
  vi.doMock('#model/site.ts', async (importOriginal) => {
    const original = await importOriginal<typeof import('#model/site.ts')>();
    const legal = { ...original.site.legal, ...variant(original.site.legal) };
    return { ...original, site: { ...original.site, legal } };
  });
  // One after the other: the German and English modules must share the one mocked settings module.
  const site = await import('#model/site.ts');
  const deImpressum = await import('#model/legal/impressum.ts');
  const enImpressum = await import('#model/legal/en/impressum.ts');
  const dePrivacy = await import('#model/legal/datenschutz.ts');
  const enPrivacy = await import('#model/legal/en/datenschutz.ts');
  return {
    site: site.site,
    impressum: [deImpressum.impressum, enImpressum.impressum as LegalPage] as const,
    privacy: (analytics: AnalyticsConfig | null) =>
      [dePrivacy.privacyPolicy(analytics), enPrivacy.privacyPolicy(analytics) as LegalPage] as const,
  };
}

afterEach(() => {
  vi.doUnmock('#model/site.ts');
  vi.resetModules();
});

/** The shape a reader sees: per section and subsection, each block's kind and number of lines. */
function shape(page: LegalPage) {
  const blocks = (items: Block[]) =>
    items.map((block) => `${block.type}:${block.type === 'p' ? block.content.length : block.items.length}`);
  return page.sections.map((section) => ({
    blocks: blocks(section.blocks),
    subsections: (section.subsections ?? []).map((sub) => blocks(sub.blocks)),
  }));
}

const withoutLanguageNote = (page: LegalPage): LegalPage => ({
  ...page,
  sections: page.sections.filter((section) => section.id !== 'language'),
});

/** Every string of the settings (names, providers, designations): German by design where the owner wrote them so. */
function settingsStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(settingsStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(settingsStrings);
  return [];
}

/** Official German names the English pages keep on purpose, each next to its English explanation. */
const keptGerman = [
  'Österreichische Datenschutzbehörde',
  'Barichgasse 40–42, 1030 Wien',
  'Datenschutzerklärung',
  'Gewerbeordnung',
];

const germanWords =
  /\b(und|der|die|das|den|dem|ist|nicht|mit|für|Sie|Ihre?|ich|werden|wird|oder|auf|bei|eine[nmrs]?|zu|über|sind|dass|Daten)\b/;

/** The lines of the English page that still read German, once settings values and kept names are set aside. */
function germanLines(page: LegalPage, allowed: string[]): string[] {
  const known = [...allowed, ...keptGerman].filter((text) => text.length > 3).sort((a, b) => b.length - a.length);
  return legalLines(page).filter((line) => {
    const rest = known.reduce((text, value) => text.replaceAll(value, ''), line);
    return germanWords.test(rest);
  });
}

describe.each(Object.entries(variants))('the English legal pages with %s', (_name, variant) => {
  it('the legal notice has the German one’s sections, paragraphs, list items and facts, in English', async () => {
    const { site, impressum } = await pagesWith(variant);
    const [german, english] = impressum;
    expect(shape(withoutLanguageNote(english))).toEqual(shape(german));
    expect(germanLines(english, settingsStrings(site))).toEqual([]);
    expect(english.description.length).toBeGreaterThanOrEqual(50);
    expect(english.description.length).toBeLessThanOrEqual(160);
  });

  it.each([
    ['no analytics', null],
    ['a self-hosted Matomo', matomo],
    ['Plausible run by its provider', plausible],
  ] as const)('the privacy notice with %s is the German one in English', async (_tool, analytics) => {
    const { site, privacy } = await pagesWith(variant);
    const [german, english] = privacy(analytics);
    expect(shape(withoutLanguageNote(english))).toEqual(shape(german));
    expect(site.legal).toMatchObject(variant(site.legal));
    const statistics = site.legal.hostingStatistics;
    expect(legalLines(german).join('\n').includes('Zugriffsstatistiken')).toBe(statistics);
    expect(legalLines(english).join('\n').includes('access statistics')).toBe(statistics);
    const allowed = [...settingsStrings(site), ...settingsStrings(analytics)];
    expect(germanLines(english, allowed)).toEqual([]);
    expect(germanLines(german, allowed).length).toBeGreaterThan(50); // the check does recognise German
    expect(english.description.length).toBeGreaterThanOrEqual(50);
    expect(english.description.length).toBeLessThanOrEqual(160);
  });
});

describe('the English legal pages’ own parts', () => {
  it('link the German original by its German address and date the revision in British English', async () => {
    const { impressum, privacy } = await pagesWith(() => ({}));
    const [germanPrivacy, englishPrivacy] = privacy(null);
    const note = (page: LegalPage) => page.sections.find((section) => section.id === 'language')?.blocks[0];
    expect(note(impressum[1])).toMatchObject({
      content: [expect.any(String), { href: '/impressum' }, expect.any(String)],
    });
    expect(note(englishPrivacy)).toMatchObject({
      content: [expect.any(String), { href: '/datenschutz' }, expect.any(String)],
    });
    expect(germanPrivacy.sections.some((section) => section.id === 'language')).toBe(false);
    const { monthAndYear } = await import('#model/legal/en/updated.ts');
    expect(monthAndYear('2025-01')).toBe('January 2025');
    expect(englishPrivacy.updated).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('keep the official German designations of the settings behind English labels', async () => {
    const { site, impressum } = await pagesWith(() => ({}));
    const lines = legalLines(impressum[1]);
    expect(lines).toContain(`Trade licence: ${site.legal.trade}`);
    expect(lines).toContain(`Legal form: ${site.legal.legalForm}`);
    expect(lines).toContain(`Chamber membership: ${site.legal.chamber}`);
    expect(lines).toContain(`Supervisory authority (trade authority): ${site.legal.tradeAuthority}`);
    expect(lines.join('\n')).toMatch(/Media Act \(MedienG\), § 25/);
  });
});

describe('the English pass', () => {
  it('gives the legal pages the English notices in place of the German ones', async () => {
    const page = (file: string) => englishModule<Record<string, LegalPage>>(projectRoot(), file);
    const [impressum, privacy, labels] = await Promise.all([
      page('model/legal/impressum.ts'),
      page('model/legal/datenschutz.ts'),
      englishModule<{ legalLabels: { updated: string } }>(projectRoot(), 'model/legal/labels.ts'),
    ]);
    expect(impressum.impressum?.title).toBe('Legal notice');
    expect(privacy.datenschutz?.title).toBe('Privacy notice');
    expect(labels.legalLabels.updated).toBe('Last updated:');
    expect(legalLines(privacy.datenschutz as LegalPage).join('\n')).toMatch(/“Copy link” puts the address/);
  });
});
