import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { site } from '../../content/site';
import { guardPage } from './support/pageGuards';
import { allPages } from './support/routes';

/** Scrolls once through the page, so that everything that reacts to being seen has done so. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
  });
}

/** Every WCAG 2.2 A/AA violation axe finds on the page, with the elements concerned. */
async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Every prerendered page, at desktop and mobile size, is held to the same bars.
for (const { file, route } of allPages()) {
  test.describe(`${route} (${file})`, () => {
    test('has no axe violations, console errors, page errors or third-party requests', async ({ page, baseURL }) => {
      const problems = guardPage(page, baseURL ?? '');
      await page.goto(route === '/404' ? '/404' : route, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('has no axe violations in the dark colour scheme', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(route === '/404' ? '/404' : route, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('has one h1, a title, a description of 50–160 characters and its canonical URL', async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      expect((await page.title()).length).toBeGreaterThan(5);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(route === '/' ? `${site.url}/` : `${site.url}${route}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
    });
  });
}
