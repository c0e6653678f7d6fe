import { type Page, test as plainTest } from '@playwright/test';
import { site } from '#model/site.ts';
import { splitDocumentServer } from '../support/splitDocument.ts';
import { expect, oneWidth, test } from '../support/test.ts';
import { bothWebFacesLoaded } from '../support/webFaces.ts';

// What loads when: the prerendered page, painted first in the metric-matched fallback faces, with
// its portrait; its one small page script after that first paint and the portrait (or at once at
// the first tap or key press: renderer/headScript.ts); the web fonts after that first paint and
// the load event (fetched earlier, they raced the first frame and made the largest paint unsteady;
// preloaded, Chromium holds the first frame for them); the contact dialog's code (an island) only
// on intent or on a tap (never without one: its evaluation is a long task on a phone), and React
// renders nothing until a visitor opens the dialog.

const routes = ['/', '/blog/go-to-market-strategie', '/impressum'];
const layoutRoutes = ['/', '/blog', '/blog/go-to-market-strategie', '/services/funding', '/impressum'];
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
  );

/** Sums the layout shifts of the page (without user input), from the first paint on. */
function recordLayoutShifts() {
  const target = window as unknown as { layoutShift: number };
  target.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) target.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test.describe('loading order', () => {
  // When the fonts and the code are fetched is the page script's and the head script's decision,
  // the same at every width: at one. What the width changes (the portrait's size, the tap, the
  // layout's shifts) is checked at both below.
  for (const route of routes) {
    test(
      `${route}: the web fonts are fetched after the first paint and the load event, not preloaded; the page script is the only code, also seconds after the load event without input`,
      oneWidth,
      async ({ page }) => {
        await page.goto(route, { waitUntil: 'load' });
        await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
        const fontsOf = () =>
          page.evaluate(() => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            const fonts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'));
            return {
              loaded: navigation.loadEventStart,
              painted: paint?.startTime,
              fonts: fonts.map((entry) => entry.startTime),
            };
          });
        await expect.poll(async () => (await fontsOf()).fonts.length).toBe(2);
        const timing = await fontsOf();
        expect(timing.painted).toBeGreaterThan(0);
        for (const start of timing.fonts) {
          expect(start).toBeGreaterThanOrEqual(timing.loaded);
          expect(start).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
        }
        // Both web faces are in place once they have loaded.
        await page.waitForFunction(bothWebFacesLoaded);
        await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
        // Longer than any idle delay a page might wait before fetching the dialog's code anyway (such
        // as 1.5 s after the largest paint and the load event): without input, it is never fetched.
        await page.waitForTimeout(4000);
        const scripts = await scriptsOf(page);
        expect(scripts.filter((entry) => entry.path.includes('/entries/')).map((entry) => entry.path)).toEqual([
          expect.stringMatching(/^\/assets\/entries\/renderer_client\./),
        ]);
        expect(scripts.length, scripts.map((entry) => entry.path).join(', ')).toBeLessThanOrEqual(2);
        // The prerendered dialog waits, hidden, and nothing was rendered over it.
        const root = page.locator('#contact-island');
        await expect(root).toHaveAttribute('hidden', '');
        await expect(root).not.toHaveAttribute('data-island', /.*/);
        await expect(root.locator('form')).toHaveCount(1);
      },
    );
  }

  for (const route of routes) {
    test(`${route}: the page script is fetched once the page has painted its text and its portrait, not with the document`, async ({
      page,
      request,
    }) => {
      // Fetched with the document, the script arrived and ran before the first frame and held it back.
      const html = await (await request.get(route)).text();
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toContain('rel="modulepreload"');
      await page.goto(route, { waitUntil: 'load' });
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const priority = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
          (image) => image.currentSrc,
        );
        return {
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          pictures: resources.filter((entry) => priority.includes(entry.name)).map((entry) => entry.responseEnd),
        };
      });
      const scripts = await scriptsOf(page);
      expect(timing.painted).toBeGreaterThan(0);
      expect(timing.pictures).toHaveLength(route === '/' ? 1 : 0);
      expect(scripts.length).toBeGreaterThan(0);
      for (const { start } of scripts) {
        expect(start).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
        for (const end of timing.pictures) expect(start).toBeGreaterThanOrEqual(end);
      }
    });
  }

  // The header button is in the desktop navigation.
  test('hovering or focusing a contact button fetches the dialog code at once', oneWidth, async ({ page }) => {
    await page.goto('/');
    const before = (await scriptsOf(page)).length;
    await page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' }).hover();
    await expect.poll(async () => (await scriptsOf(page)).length, { timeout: 2000 }).toBeGreaterThan(before);
  });

  test("a tap on a contact button starts the dialog code's download after a frame, not in its pointer events", async ({
    page,
    isMobile,
  }) => {
    // Started in the pointer events that come with a tap, the download held up the dialog's first frame.
    await page.addInitScript(() => {
      const times = window as unknown as { intentAt?: number; frameAfterIntent?: number };
      addEventListener(
        'pointerover',
        (event) => {
          if (times.intentAt !== undefined || !(event.target as Element).closest?.('button[data-contact]')) return;
          times.intentAt = performance.now();
          requestAnimationFrame(() => (times.frameAfterIntent = performance.now()));
        },
        true,
      );
    });
    await page.goto('/services/marketing');
    await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
    const before = (await scriptsOf(page)).length;
    const button = page.locator('main button[data-contact]').first();
    await (isMobile ? button.tap() : button.click());
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(async () => (await scriptsOf(page)).length).toBeGreaterThan(before);
    const times = await page.evaluate(() => {
      const { intentAt, frameAfterIntent } = window as unknown as { intentAt?: number; frameAfterIntent?: number };
      return { intentAt, frameAfterIntent };
    });
    expect(times.intentAt).toBeGreaterThan(0);
    for (const { start } of (await scriptsOf(page)).slice(before))
      expect(start).toBeGreaterThanOrEqual(times.frameAfterIntent ?? Number.POSITIVE_INFINITY);
  });

  test(
    "the contact dialog's code leaves the page's styles in place: no restyle of the whole page",
    oneWidth,
    async ({ page }) => {
      // Emotion in the browser adopts server-rendered <style> elements of its key by moving them,
      // and every move makes the browser restyle the whole page (a long task on a phone).
      await page.addInitScript(() => {
        const target = window as unknown as { styleMoves: string[] };
        target.styleMoves = [];
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof HTMLStyleElement) target.styleMoves.push(node.outerHTML.slice(0, 60));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await page.locator('main button[data-contact]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves)).toEqual([]);
    },
  );

  for (const route of layoutRoutes) {
    test(`${route}: nothing moves while the fonts and the page code load`, async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(route);
      // The page script puts both web faces in place once they have loaded.
      await page.waitForFunction(bothWebFacesLoaded);
      await expect(page.locator('h1')).toHaveCSS('font-family', /^"Fraunces Variable"/);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    });

    test(`${route}: nothing moves when the page arrives in parts and is painted before its end`, async ({
      page,
      baseURL,
    }) => {
      const split = await splitDocumentServer(baseURL ?? '');
      try {
        await page.addInitScript(recordLayoutShifts);
        await page.goto(`${split.url}${route}`);
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(
          0.01,
        );
      } finally {
        await split.close();
      }
    });
  }
});

plainTest('a tap loads the page script at once, before the portrait has arrived', oneWidth, async ({ page }) => {
  // The pictures never arrive: without the tap, the script would wait for the portrait.
  await page.route(/\.(avif|webp|jpe?g|png)$/, () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.waitForTimeout(500);
  await expect(page.locator('html[data-page-script]')).toHaveCount(0);
  const card = page.locator('#about [data-accordion] button').first();
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the page is complete and set in the web fonts', oneWidth, async ({ page }) => {
    await page.goto('/blog/go-to-market-strategie');
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Fraunces Variable"/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
    await expect(page.locator('article p').first()).toBeVisible();
  });

  plainTest('the contact buttons lead to the contact section, with e-mail and WhatsApp', async ({ page, isMobile }) => {
    await page.goto('/services/marketing');
    // A button that could do nothing gives way to a link.
    await expect(page.getByRole('button', { name: 'Jetzt Beratung anfragen' })).toBeHidden();
    if (!isMobile)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Lass uns sprechen' })).toHaveAttribute(
        'href',
        '/#contact',
      );
    await page.getByRole('main').getByRole('link', { name: 'Jetzt Beratung anfragen' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    const section = page.locator('#contact');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(section.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });
});
