import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { AnalyticsConfig } from '#model/analytics.ts';
import { site } from '#model/site.ts';
import { contentSecurityPolicy } from '#renderer/csp.ts';
import { earlyEntriesFor } from '#renderer/earlyScript.ts';
import { type CollectedRequest, type Collector, startCollector } from '../support/collector.ts';
import { expectDialogOpen, fillContactForm, interceptForm } from '../support/contact.ts';
import { metaCsp } from '../support/html.ts';
import { distDir } from '../support/routes.ts';
import { buildSite, clientScripts, serveSite } from '../support/siteBuild.ts';
import { expect, test } from '../support/test.ts';

// Web analytics against a real collector on 127.0.0.1: the site is built once per provider with
// the PUBLIC_ENV__ANALYTICS_* variables pointing at it, and served like a static host. The tests
// of a provider run in order in one worker, so each variant is built once per run (desktop only:
// nothing here depends on the viewport).

// The collector speaks HTTPS with a throwaway certificate (support/collector.ts).
test.use({ ignoreHTTPSErrors: true });

/** What a request to the collector says, in a form the tests compare exactly. */
type Seen = { kind: 'pageview' | 'event'; method: string; path: string; fields: unknown };

const variants = [
  {
    provider: 'matomo',
    siteId: '7',
    operator: 'self-hosted',
    read(request: CollectedRequest): Seen {
      const url = new URL(request.url, 'http://collector');
      return {
        kind: url.searchParams.has('e_a') ? 'event' : 'pageview',
        method: request.method,
        path: url.pathname,
        fields: [...url.searchParams],
      };
    },
    pageView: (page: { url: string; referrer?: string; title: string }) => [
      ['idsite', '7'],
      ['rec', '1'],
      ['url', page.url],
      ...(page.referrer ? [['urlref', page.referrer]] : []),
      ['action_name', page.title],
      ['send_image', '0'],
    ],
    event: (page: { url: string }, label: string) => [
      ['idsite', '7'],
      ['rec', '1'],
      ['url', page.url],
      ['ca', '1'],
      ['e_c', 'engagement'],
      ['e_a', 'contact_form_submit'],
      ['e_n', label],
      ['send_image', '0'],
    ],
    method: 'GET',
    path: '/matomo.php',
    otherAdapter: '/api/event',
    ownAdapter: 'matomo.php',
  },
  {
    provider: 'plausible',
    siteId: 'meine-domain.at',
    operator: 'Plausible Insights OÜ, Tartu, Estland',
    read(request: CollectedRequest): Seen {
      expect(request.headers['content-type'], 'JSON as text/plain: no CORS preflight').toBe('text/plain');
      const body = JSON.parse(request.body) as { name: string };
      return {
        kind: body.name === 'pageview' ? 'pageview' : 'event',
        method: request.method,
        path: request.url,
        fields: body,
      };
    },
    pageView: (page: { url: string; referrer?: string }) => ({
      name: 'pageview',
      url: page.url,
      domain: 'meine-domain.at',
      referrer: page.referrer ?? null,
    }),
    event: (page: { url: string }, label: string) => ({
      name: 'contact_form_submit',
      url: page.url,
      domain: 'meine-domain.at',
      referrer: null,
      props: { category: 'engagement', label },
    }),
    method: 'POST',
    path: '/api/event',
    otherAdapter: 'matomo.php',
    ownAdapter: '/api/event',
  },
] as const;

const failures: [string, (route: Route) => Promise<void>][] = [
  ['a 500 answer', (route) => route.fulfill({ status: 500, body: 'error' })],
  ['a network failure', (route) => route.abort('failed')],
];

async function sendEnquiry(page: Page, topic?: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' }).click();
  await expectDialogOpen(page);
  const dialog = page.getByRole('dialog');
  if (topic) await dialog.getByLabel('Thema').selectOption(topic);
  await fillContactForm(page, { name: 'Anna Berger', email: 'anna@example.org', message: 'Bitte um Rückruf.' });
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
}

const settle = (page: Page) => page.waitForTimeout(300);

for (const variant of variants) {
  test.describe(`with ${variant.provider}`, () => {
    test.describe.configure({ mode: 'default' });
    let collector: Collector;
    let server: { origin: string; stop: () => Promise<void> };
    let dist: string;
    let config: AnalyticsConfig;
    const seen = () => collector.requests.map((request) => variant.read(request));
    const ofKind = (kind: Seen['kind']) => seen().filter((request) => request.kind === kind);

    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the hook's fixtures from this pattern; it needs none.
    test.beforeAll(async ({}, testInfo) => {
      testInfo.setTimeout(180_000);
      collector = await startCollector();
      config = {
        provider: variant.provider,
        endpoint: collector.origin,
        siteId: variant.siteId,
        operator: 'self-hosted',
        retentionMonths: 14,
      };
      dist = await buildSite(`analytics-${variant.provider}`, {
        PUBLIC_ENV__ANALYTICS_PROVIDER: variant.provider,
        PUBLIC_ENV__ANALYTICS_ENDPOINT: collector.origin,
        PUBLIC_ENV__ANALYTICS_SITE_ID: variant.siteId,
        PUBLIC_ENV__ANALYTICS_OPERATOR: variant.operator,
        PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS: '14',
      });
      server = await serveSite(dist);
    });
    test.afterAll(async () => {
      await server?.stop();
      await collector?.stop();
    });
    test.beforeEach(() => {
      collector.requests.length = 0;
    });

    test('counts one page view per page load: address without query string or fragment, referrer, no cookies', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(collector.origin)) requested.push(request.url());
      });
      await page.goto(`${server.origin}/blog?q=anna%40example.org#artikel`);
      const blog = { url: `${server.origin}/blog`, title: await page.title() };
      await expect.poll(() => seen().length).toBe(1);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
      await page.waitForURL('**/impressum');
      const impressum = {
        url: `${server.origin}/impressum`,
        referrer: `${server.origin}/blog`,
        title: await page.title(),
      };
      await expect.poll(() => seen().length).toBe(2);
      await settle(page);
      expect(seen()).toEqual([
        { kind: 'pageview', method: variant.method, path: variant.path, fields: variant.pageView(blog) },
        { kind: 'pageview', method: variant.method, path: variant.path, fields: variant.pageView(impressum) },
      ]);
      // Nothing the collector could recognise the visitor by, and no detour through a preflight.
      for (const request of collector.requests) {
        expect(request.headers.cookie).toBeUndefined();
        expect(request.headers.referer).toBeUndefined();
      }
      expect(requested).toHaveLength(2);
      expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual([
        '',
        0,
        0,
      ]);
    });

    test('reports a sent enquiry exactly once, with its topic as label', async ({ page }) => {
      await interceptForm(page);
      await page.goto(`${server.origin}/`);
      await sendEnquiry(page, 'innovation');
      await expect(page.getByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeVisible();
      await expect.poll(() => ofKind('event').length).toBe(1);
      await settle(page);
      expect(ofKind('event')).toEqual([
        {
          kind: 'event',
          method: variant.method,
          path: variant.path,
          fields: variant.event({ url: `${server.origin}/` }, 'innovation'),
        },
      ]);
      expect(ofKind('pageview')).toHaveLength(1);
    });

    test('reports nothing after a 500 answer or a network failure; the retry that succeeds counts once, as "general"', async ({
      page,
    }) => {
      const answers = [
        ...failures.map(([, fail]) => fail),
        (route: Route) => route.fulfill({ status: 200, json: { ok: true } }),
      ];
      await interceptForm(page, (route) => answers.shift()!(route));
      await page.goto(`${server.origin}/`);
      await sendEnquiry(page);
      const dialog = page.getByRole('dialog');
      for (const [label] of failures) {
        await expect(dialog.getByRole('alert'), label).toHaveText(/Das hat leider nicht geklappt/);
        await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
      }
      await expect(page.getByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeVisible();
      await expect.poll(() => ofKind('event').length).toBeGreaterThanOrEqual(1);
      await settle(page);
      expect(ofKind('event').map((request) => request.fields)).toEqual([
        variant.event({ url: `${server.origin}/` }, 'general'),
      ]);
    });

    for (const [signal, property, value] of [
      ['Global Privacy Control', 'globalPrivacyControl', true],
      ['Do Not Track', 'doNotTrack', '1'],
    ] as const) {
      test(`counts nobody whose browser sends ${signal}`, async ({ page }) => {
        await page.addInitScript(
          ([name, setting]) =>
            Object.defineProperty(Navigator.prototype, name, { get: () => setting, configurable: true }),
          [property, value] as const,
        );
        await interceptForm(page);
        await page.goto(`${server.origin}/`);
        await sendEnquiry(page, 'funding');
        await expect(page.getByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeVisible();
        await settle(page);
        expect(collector.requests).toEqual([]);
      });
    }

    test('allows the collector in the Content Security Policy of the page, _headers and .htaccess', () => {
      const read = (file: string) => readFileSync(path.join(dist, 'client', file), 'utf8');
      const home = read('index.html');
      const meta = metaCsp(home);
      expect(meta).toContain(`connect-src 'self' ${new URL(site.formEndpoint).origin} ${collector.origin};`);
      expect(meta).toBe(
        contentSecurityPolicy({ forHeader: false, earlyEntries: earlyEntriesFor(home) }, site.formEndpoint, config),
      );
      const header = contentSecurityPolicy({ forHeader: true }, site.formEndpoint, config);
      expect(read('_headers')).toContain(`Content-Security-Policy: ${header}\n`);
      expect(read('.htaccess')).toContain(`Header always set Content-Security-Policy "${header}"`);
    });

    test(`ships the ${variant.provider} adapter and no other`, () => {
      const scripts = clientScripts(dist);
      expect(scripts.filter(({ code }) => code.includes(variant.ownAdapter))).toHaveLength(1);
      expect(scripts.filter(({ code }) => code.includes(variant.otherAdapter))).toEqual([]);
    });

    test('explains the analytics in the privacy policy', async ({ page }) => {
      await page.goto(`${server.origin}/datenschutz`);
      const name = variant.provider === 'matomo' ? 'Matomo' : 'Plausible';
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(5);
      await expect(page.getByRole('heading', { level: 3, name: `Webanalyse mit ${name}` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Keine Webanalyse, kein Tracking' })).toHaveCount(0);
      await expect(
        page.getByText(
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Mein berechtigtes Interesse liegt in der Reichweitenmessung',
        ),
      ).toBeVisible();
    });
  });
}

test.describe('without analytics (the default build)', () => {
  test('ships no analytics code', () => {
    const scripts = clientScripts(path.dirname(distDir));
    expect(scripts.length).toBeGreaterThan(0);
    for (const marker of ['matomo.php', '/api/event', 'globalPrivacyControl']) {
      expect(
        scripts.filter(({ code }) => code.includes(marker)).map(({ file }) => file),
        marker,
      ).toEqual([]);
    }
  });

  test('sends nothing to any other server on load or after an enquiry, and says so', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL!) && url !== site.formEndpoint) elsewhere.push(url);
    });
    await interceptForm(page);
    await page.goto('/');
    await sendEnquiry(page, 'innovation');
    await expect(page.getByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeVisible();
    await settle(page);
    expect(elsewhere).toEqual([]);
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 3, name: 'Keine Webanalyse, kein Tracking' })).toBeVisible();
  });
});
