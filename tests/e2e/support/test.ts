import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the prerendered page,
 * so that interaction tests click buttons that already have their handlers.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
