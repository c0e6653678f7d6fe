import { test as base, expect } from '@playwright/test';
import { reportCspViolations } from './pageGuards.ts';

export { expect };

/**
 * The tag of a test whose behaviour does not depend on the screen's width (structured data, a
 * feed, a 404, the same form logic again, a per-page repeat of what one page already showed at
 * both widths): it runs in the desktop project only (playwright.config.ts: the phone project
 * leaves it out), instead of twice. Layout, touch and everything a phone shows differently
 * stays at both widths.
 */
export const oneWidth = { tag: '@oneWidth' } as const;

/**
 * The tag of a test that runs at the phone's width only (playwright.config.ts: the desktop
 * projects leave it out): what only a phone has (the menu button, a touch, the short about text),
 * or a check's phone run whose 1280 px run is another test, tagged `oneWidth`, that checks more
 * (the page quality's dark scheme: the palette is the same at every width).
 */
export const phoneWidth = { tag: '@phoneWidth' } as const;

/**
 * Playwright's `test`, with two additions for every browser test:
 * - `page.goto` waits until the page script has started (`html[data-page-script="ready"]`), so
 *   that keyboard and scroll tests act on a page whose controls work (a click is never lost
 *   anyway: tests/site/loading.spec.ts);
 * - the test fails when the page reported any Content Security Policy violation.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.addInitScript(reportCspViolations);
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-page-script="ready"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
