import type { Page } from '@playwright/test';

/**
 * Holds back the page script (and every other entry script) until `release()` is called, so a test
 * can act on the page as it is between the first paint and the script's arrival.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entries\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
