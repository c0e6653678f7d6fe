import type { Page } from '@playwright/test';
import { fullLayoutAttr } from '#components/theme/renderWhenNear.ts';
import { afterTwoFrames } from '../support/frames.ts';
import { expect, test } from '../support/test.ts';
import { bothWebFacesLoaded, holdWebFonts } from '../support/webFaces.ts';

// A page paints first in fallback faces whose metrics match the web fonts (components/theme/
// fonts.ts), so that the swap to the web fonts changes the height of few text blocks. Which
// fallback a visitor gets depends on the fonts of the device: Arial with Georgia or Times on
// Windows, macOS, iOS and Linux (Liberation Sans and Serif here), Roboto with Noto Serif on
// Android, which has none of the others. Android is emulated by serving the page without the
// sources of the first three faces (the system has Roboto and Noto Serif: dev/ensure-system-
// packages.mjs). Unmatched, Roboto and Noto Serif would change many times as many blocks.

const routes = ['/', '/blog/go-to-market-strategie', '/services/funding', '/packages/sparring', '/impressum'];

/** The heights of every text block the page shows (an element with text of its own), in order. */
const blockHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => Math.round(element.getBoundingClientRect().height)),
  );

/** Whether the page drew text in a face of one of these families (a CSS face loads once it is used). */
const faceUsed = (page: Page, families: string[]) =>
  page.evaluate(
    (families) =>
      [...document.fonts].some((face) => families.includes(face.family.replace(/"/g, '')) && face.status === 'loaded'),
    families,
  );

/**
 * Serves every page without the local sources of the named fallback faces, as on a device that
 * lacks those fonts: the font stack goes on to the next face. Returns the faces not found in a page.
 */
async function withoutFaces(page: Page, families: string[]): Promise<string[]> {
  const notFound: string[] = [];
  await page.route(
    (url) => !/\.[a-z0-9]+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      for (const family of families) {
        const rule = new RegExp(`(@font-face\\{font-family:'${family}';src:)[^;]+;`);
        if (!rule.test(html)) notFound.push(`${family} (${new URL(route.request().url()).pathname})`);
        html = html.replace(rule, "$1local('Kein solcher Font');");
      }
      await route.fulfill({ response, body: html });
    },
  );
  return notFound;
}

/**
 * The share of the routes' text blocks whose height changes when the web fonts replace the
 * fallback faces, in percent, and as a line for the failure message. `used`: the fallback faces
 * the pages must have been drawn in (each entry: one of these families).
 */
async function shareChanged(page: Page, used: string[][]): Promise<{ percent: number; line: string }> {
  let changed = 0;
  let blocks = 0;
  for (const route of routes) {
    await page.unroute('**/*.woff2');
    const release = await holdWebFonts(page);
    await page.goto(route);
    // Every block laid out, not only those near the screen (content-visibility: auto).
    await page.evaluate((attr) => document.documentElement.setAttribute(attr, ''), fullLayoutAttr);
    await afterTwoFrames(page);
    const before = await blockHeights(page);
    for (const families of used) expect(await faceUsed(page, families), `${route}: drawn in ${families}`).toBe(true);
    release();
    await page.waitForFunction(bothWebFacesLoaded);
    await afterTwoFrames(page);
    const after = await blockHeights(page);
    expect(after.length).toBe(before.length);
    changed += after.filter((height, index) => Math.abs(height - before[index]!) > 1).length;
    blocks += before.length;
  }
  const percent = (changed / blocks) * 100;
  return { percent, line: `${percent.toFixed(1)} % (${changed} of ${blocks} blocks)` };
}

test.describe('the fallback faces match the web fonts: few text blocks change height at the swap', () => {
  test('with Arial and Georgia or Times (Windows, macOS, iOS, Linux)', async ({ page }) => {
    const { percent, line } = await shareChanged(page, [
      ['Inter Fallback'],
      ['Fraunces Fallback', 'Fraunces Fallback Times'],
    ]);
    expect(percent, line).toBeLessThan(5);
  });

  test('with Roboto and Noto Serif, without Arial, Georgia and Times (Android)', async ({ page }) => {
    const notFound = await withoutFaces(page, ['Inter Fallback', 'Fraunces Fallback', 'Fraunces Fallback Times']);
    const { percent, line } = await shareChanged(page, [['Inter Fallback Roboto'], ['Fraunces Fallback Noto']]);
    expect(notFound).toEqual([]);
    expect(percent, line).toBeLessThan(5);
  });
});
