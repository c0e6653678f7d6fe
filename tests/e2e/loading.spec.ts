import { test as plainTest } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { distDir } from './support/routes';

// What loads when: the prerendered page, its preloaded fonts, its portrait and its first paint
// come first; the code that hydrates the page loads after that (renderer/boot.ts).

const routes = ['/', '/blog/go-to-market-strategie', '/impressum'];
const layoutRoutes = ['/', '/blog', '/blog/go-to-market-strategie', '/services/funding', '/impressum'];
const bootSrc = (file: string) => readFileSync(path.join(distDir, file), 'utf8').match(/<script src="([^"]+)" type="module" data-entry=/)?.[1];

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
  for (const route of routes) {
    test(`${route}: the fonts are preloaded; the page code is requested only after the page has loaded and painted`, async ({ page }) => {
      await page.goto(route);
      const boot = bootSrc(route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      expect(boot).toMatch(/^\/assets\/.+\.js$/);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const resources = performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
        return { loaded: navigation.loadEventEnd, painted: paint?.startTime ?? Number.NaN, resources };
      });
      const fonts = timing.resources.filter((entry) => entry.path.endsWith('.woff2'));
      expect(fonts).toHaveLength(2);
      for (const font of fonts) expect(font.start, font.path).toBeLessThan(timing.loaded);
      const deferred = timing.resources.filter((entry) => entry.path.endsWith('.js') && entry.path !== boot);
      expect(deferred.filter((entry) => entry.path.includes('/entries/')).length).toBeGreaterThanOrEqual(2);
      for (const entry of deferred) {
        expect(entry.start, entry.path).toBeGreaterThan(timing.loaded);
        expect(entry.start, entry.path).toBeGreaterThan(timing.painted);
      }
    });
  }

  for (const route of layoutRoutes) {
    test(`${route}: nothing moves while the fonts and the page code load`, async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(route);
      await page.waitForFunction(() => document.fonts.check('1em "Inter Variable"') && document.fonts.check('600 1em "Fraunces Variable"'));
      await expect(page.locator('h1')).toHaveCSS('font-family', /^"Fraunces Variable"/);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    });
  }
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the page is complete and set in the web fonts', async ({ page }) => {
    await page.goto('/blog/go-to-market-strategie');
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Fraunces Variable"/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
    await expect(page.locator('article p').first()).toBeVisible();
  });
});
