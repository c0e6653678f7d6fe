import { expect } from '@playwright/test';
import type { ElementHandle, Page } from 'puppeteer-core';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { filterByCategory } from '#model/articles/collection.ts';
import { blogCopy, resultCount } from '#model/copy/blog.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { navLabels } from '#model/copy/navigation.ts';
import { themeCopy } from '#model/copy/theme.ts';
import { articleCategories } from '#model/lists/categories.ts';
import { openFirefoxPage, test, visit } from '../support/firefox.ts';
import { overflowInPage } from '../support/overflow.ts';
import { onePagePerKind } from '../support/routes.ts';

// Visitors come in Firefox and Safari too. The other site tests run in Chromium; these run the
// same bars in Firefox (Debian's ESR, through WebDriver BiDi: tests/support/firefox.ts): every
// page clean at a phone's and a desktop's width, and the controls a visitor taps.

const widths = [390, 1280] as const;
const articles = await loadArticles();

/** Scrolls through the page a screen at a time, as a reader does, so that every block is laid out. */
const readThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });

/** The visible button in `scope` whose accessible name (its label, else its text) is `name`. */
async function button(page: Page, scope: string, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (scope, name) =>
      [...document.querySelectorAll(`${scope} button`)].find(
        (candidate) =>
          (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim() === name &&
          candidate.checkVisibility(),
      ),
    {},
    scope,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no button „${name}“ in ${scope}`);
  return element as ElementHandle<Element>;
}

/** The drawn contact dialog's title and whether the focus is inside it, or null when none is drawn. */
const openDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.checkVisibility());
    if (!dialog) return null;
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
    return { title, focusInside: dialog.contains(document.activeElement) };
  });

/** Opens the contact dialog with the header's button `name`, closes it with Escape: the focus goes in and back. */
async function contactRoundTrip(page: Page, name: string) {
  await (await button(page, 'header', name)).click();
  await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility()));
  expect(await openDialog(page)).toEqual({ title: contactCopy.dialogTitle, focusInside: true });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility()));
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(name);
}

// One page of each kind: the Chromium tests cover every page, and what differs in Firefox is the
// engine, not the text.
for (const { file, route } of onePagePerKind()) {
  test(`${route} (${file}) in Firefox at ${widths.join(' and ')} px: no error, nothing from elsewhere, one h1, the web fonts, nothing wider than the screen`, async ({
    firefox,
    baseURL,
  }) => {
    const { page, origin, problems } = await openFirefoxPage(firefox, baseURL, widths[0]);
    for (const width of widths) {
      await page.setViewport({ width, height: 800 });
      await visit(page, new URL(route, origin).href);
      await readThrough(page);
      const overflow = await page.evaluate(overflowInPage);
      if (overflow)
        problems.push(`${width} px: ${overflow.width} px wide; sticking out: ${overflow.culprits.join('; ') || '?'}`);
      expect(await page.$$eval('h1', (headings) => headings.length), `h1 at ${width} px`).toBe(1);
      // The fonts are put in place once the visitor leaves the page alone for a moment (leftAlone.ts),
      // which the reading-through has just not done: wait for that moment, then say what was drawn.
      await page
        .waitForFunction(
          () =>
            ['Inter Variable', 'Fraunces Variable'].every((family) =>
              [...document.fonts].some(
                (face) => face.status === 'loaded' && face.family.replace(/["']/g, '') === family,
              ),
            ),
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
      );
      expect(faces, `web fonts drawn at ${width} px`).toEqual(
        expect.arrayContaining(['Inter Variable', 'Fraunces Variable']),
      );
    }
    await page.close();
    expect(problems, `${route} in Firefox`).toEqual([]);
  });
}

test('Firefox on a phone: the menu, the contact dialog from it and the colour switch work, and the focus comes back', async ({
  firefox,
  baseURL,
}) => {
  const { page, origin, problems } = await openFirefoxPage(firefox, baseURL, 390, 844);
  await visit(page, `${origin}/`);

  await (await button(page, 'header', navLabels.open)).click();
  await page.waitForSelector('#mobile-menu', { visible: true });
  await contactRoundTrip(page, navLabels.cta);

  // The menu closes with Escape too, and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await page.waitForSelector('#mobile-menu', { hidden: true });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(navLabels.open);

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await (await button(page, 'header', themeCopy.labels.system)).click();
  await button(page, 'header', themeCopy.labels.light);
  await (await button(page, 'header', themeCopy.labels.light)).click();
  await button(page, 'header', themeCopy.labels.dark);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background()).not.toBe(before);
  await page.close();
  expect(problems).toEqual([]);
});

test('Firefox on a desktop: the contact dialog opens from the header and the blog filters by category', async ({
  firefox,
  baseURL,
}) => {
  const { page, origin, problems } = await openFirefoxPage(firefox, baseURL, 1280);
  await visit(page, `${origin}/impressum`);
  await contactRoundTrip(page, navLabels.cta);

  await visit(page, `${origin}/blog`);
  const category = articleCategories.find((name) => filterByCategory(articles, name).length < articles.length);
  if (!category) throw new Error('no category narrows the list');
  const group = await page.$eval('[role="group"][aria-labelledby]', (element) => ({
    label: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
    labelledBy: element.getAttribute('aria-labelledby'),
  }));
  expect(group.label).toBe(blogCopy.filterLabel);
  await (await button(page, `[role="group"][aria-labelledby="${group.labelledBy}"]`, category)).click();
  const expected = resultCount(filterByCategory(articles, category).length);
  await page.waitForFunction(
    (text) => document.querySelector('[role="status"]')?.textContent?.trim() === text,
    {},
    expected,
  );
  expect(new URL(page.url()).searchParams.get('kategorie')).toBe(category);
  await page.close();
  expect(problems).toEqual([]);
});
