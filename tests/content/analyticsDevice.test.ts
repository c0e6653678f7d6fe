import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFacts } from '#components/analytics/pageFacts.ts';
import { matomo } from '#components/analytics/providers/matomo.ts';
import { plausible } from '#components/analytics/providers/plausible.ts';

// The site's analytics reads nothing from the visitor's device. Reading screen size or other
// device properties by script is access to the terminal equipment (Art. 5(3) ePrivacy Directive,
// EDPB Guidelines 2/2023; § 165 Abs. 3 TKG 2021) and would need consent, while the privacy policy
// says nothing is read. A named check of the shipped analytics code and of the requests it builds.

/** The analytics code the browser runs and the build constants it gets. */
function analyticsFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? walk(file) : file.endsWith('.ts') ? [file] : [];
    });
  return [...walk('components/analytics'), 'model/analytics.ts', 'integrations/analyticsDefines.ts'];
}

/** Code without its comments: a comment may name what is not read. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Device properties a script can read; the two opt-out signals are the only navigator reads allowed. */
const deviceReads: [string, RegExp][] = [
  ['screen', /\bscreen\s*\.|\bscreen\s*\[|window\.screen\b/],
  ['window size', /\b(inner|outer)(Width|Height)\b|\bclient(Width|Height)\b|\bvisualViewport\b/],
  ['pixel ratio', /\bdevicePixelRatio\b/],
  ['media queries', /\bmatchMedia\b/],
  ['time zone or locale', /resolvedOptions\s*\(|\bgetTimezoneOffset\b/],
  ['navigator beyond the opt-out signals', /\bnavigator\s*\.\s*(?!doNotTrack\b|globalPrivacyControl\b)\w+/],
  ['a size sent by name', /['"]?\b(res|screen_width|w|h)\b['"]?\s*:/],
];

const page = { url: 'https://www.meine-domain.at/blog', referrer: '', title: 'Tips & Insights' };
const event = { name: 'contact_form_submit', category: 'engagement', label: 'general' } as const;

describe('analytics reads nothing from the device', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the files it checks', () => {
    expect(analyticsFiles().length).toBeGreaterThanOrEqual(8);
  });

  it.each(deviceReads)('no code reads %s', (_what, pattern) => {
    const found = analyticsFiles().filter((file) => pattern.test(code(file)));
    expect(found).toEqual([]);
  });

  it('gathers the page facts without touching screen or window size', () => {
    const width = vi.spyOn(screen, 'width', 'get');
    const height = vi.spyOn(screen, 'height', 'get');
    const inner = vi.spyOn(window, 'innerWidth', 'get');
    const facts = pageFacts();
    expect(Object.keys(facts).sort()).toEqual(['referrer', 'title', 'url']);
    expect([width, height, inner].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('sends Matomo only the fields the privacy policy names (no "res")', () => {
    const settings = { endpoint: 'https://statistik.meine-domain.at', siteId: '1' };
    const fields = [matomo.pageView(settings, page), matomo.event(settings, page, event)].flatMap(({ url }) => [
      ...new URL(url).searchParams.keys(),
    ]);
    expect([...new Set(fields)].sort()).toEqual(
      ['action_name', 'ca', 'e_a', 'e_c', 'e_n', 'idsite', 'rec', 'send_image', 'url'].sort(),
    );
  });

  it('sends Plausible only the fields the privacy policy names (no screen width)', () => {
    const settings = { endpoint: 'https://plausible.io', siteId: 'meine-domain.at' };
    const fields = [plausible.pageView(settings, page), plausible.event(settings, page, event)].flatMap(({ body }) =>
      Object.keys(JSON.parse(body ?? '{}') as object),
    );
    expect([...new Set(fields)].sort()).toEqual(['domain', 'name', 'props', 'referrer', 'url']);
  });
});
