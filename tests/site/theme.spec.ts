import { test as plainTest } from '@playwright/test';
import { palettes } from '#components/theme/tokens.ts';
import { themeCopy } from '#model/copy/theme.ts';
import { site } from '#model/site.ts';
import { holdPageScript } from '../support/holdPageScript.ts';
import { expect, test } from '../support/test.ts';

// Dark mode: the system's scheme by default, a switch in the header whose choice persists, and no
// flash of the other scheme on load.
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const switchButton = (page: import('@playwright/test').Page) => page.locator('header button[data-theme-switch]');
/** The browser interface colours the page asks for, one per `theme-color` tag. */
const themeColors = (page: import('@playwright/test').Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content));

test('follows the system colour scheme until the visitor chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/blog');
  expect(await background(page)).toBe(rgb(palettes.dark.background));
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(rgb(palettes.light.background));
  await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.system);
});

test('the header switch cycles System → Hell → Dunkel and the choice persists', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await switchButton(page).click();
  await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.light);
  await switchButton(page).click();
  await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.dark);
  expect(await background(page)).toBe(rgb(palettes.dark.background));
  // The browser's interface around the page follows the choice, not the system.
  expect(await themeColors(page)).toEqual([site.themeColor.dark, site.themeColor.dark]);
  await page.goto('/impressum');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.dark);
  expect(await background(page)).toBe(rgb(palettes.dark.background));
  expect(await themeColors(page)).toEqual([site.themeColor.dark, site.themeColor.dark]);
  await switchButton(page).click();
  await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.system);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await themeColors(page)).toEqual([site.themeColor.light, site.themeColor.dark]);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

// The page script held back: what the visitor sees at first paint, and what a tap does, come from
// the HTML and the inline head script alone.
plainTest(
  'a chosen scheme is there at the first paint, and the switch answers a tap without the page script',
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/impressum');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await holdPageScript(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    expect(await background(page)).toBe(rgb(palettes.dark.background));
    await expect(page.locator('header svg.theme-dark')).toBeVisible();
    await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.dark);
    await switchButton(page).click();
    // Dunkel → System, which is light here.
    expect(await background(page)).toBe(rgb(palettes.light.background));
    await expect(switchButton(page)).toHaveAttribute('aria-label', themeCopy.labels.system);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-page-script', /./);
  },
);

test('the portrait is toned down by a veil in the dark scheme only', async ({ page }) => {
  const veil = () =>
    page
      .locator('main picture')
      .first()
      .evaluate((picture) => getComputedStyle(picture, '::after').backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await veil()).toBe(palettes.light.photoVeil);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await veil()).toBe(palettes.dark.photoVeil);
});
