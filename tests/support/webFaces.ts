import type { Page } from '@playwright/test';

/**
 * In the page: the page script has put both web faces in place, loaded
 * (components/theme/webFonts.client.ts). For `page.waitForFunction`.
 */
export const bothWebFacesLoaded = (): boolean =>
  [...document.fonts].filter((face) => /^"?(Inter|Fraunces) Variable"?$/.test(face.family) && face.status === 'loaded')
    .length === 2;

/**
 * Holds the web fonts' files back until the returned function is called, so that a test can act
 * while the page is still in its fallback faces and let the swap come at a moment of its choosing.
 */
export async function holdWebFonts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
