import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { guardPage } from '../support/pageGuards.ts';
import { allPages, onePagePerKind } from '../support/routes.ts';
import { expect, test } from '../support/test.ts';

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

/** What the dark scheme changes: the palette's custom properties, nothing else (themeCss.ts). */
const colourRules = ['color-contrast', 'link-in-text-block'];

// Lighthouse's accessibility audit (and an auditor's axe) looks at the page as it loaded, without
// scrolling: blocks that wait for their layout (content-visibility: auto) have to read right then
// too. The site's footer did not: its links read as light text on the page's light background.
// One page of each kind is checked so before it is scrolled.
const asLoaded = new Set(onePagePerKind().map((page) => page.route));

// Every prerendered page, at desktop and mobile size, is held to the same bars, in both colour
// schemes. One visit checks both: the palette follows the colour scheme media query live, so the
// dark run needs no second load, and it checks what the scheme changes, the colours (the head
// checks of every page are file checks in seo.spec.ts).
for (const { file, route } of allPages()) {
  const loaded = asLoaded.has(route) ? ', also as it loaded, not scrolled (as Lighthouse audits it)' : '';
  test(`${route} (${file}) has no axe violations in either colour scheme${loaded}, no console errors, page errors or third-party requests`, async ({
    page,
    baseURL,
  }) => {
    const problems = guardPage(page, baseURL ?? '');
    await page.goto(route === '/404' ? '/404' : route, { waitUntil: 'networkidle' });
    if (loaded) expect(await axeViolations(page), 'as loaded').toEqual([]);
    await scrollThrough(page);
    expect(await axeViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    // Colours that change with a transition are measured once they have arrived, not half-way: each
    // finite animation is sent to its end. (Awaiting `finished` instead hung once on a busy machine
    // until the test's time ran out; an endless one, like a spinner, has no end to go to.)
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
      }
    });
    expect(await axeViolations(page, { rules: colourRules }), 'dark').toEqual([]);
    expect(problems).toEqual([]);
  });
}

// A button answers a tap with its new state at once; the browser's tap flash on top of it would
// make a phone's browser paint the page once more before it handles the tap. Links keep the flash:
// until the next page arrives, it is all a tap on them shows.
test('buttons and summaries show no tap flash of the browser, links keep it', async ({ page }) => {
  const none = 'rgba(0, 0, 0, 0)';
  const flash = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue('-webkit-tap-highlight-color'));
  await page.goto('/');
  for (const selector of [
    'header button[aria-controls="mobile-menu"]',
    '#about button[aria-controls]',
    'main button[data-contact]',
  ]) {
    expect(await flash(selector), selector).toBe(none);
  }
  expect(await flash('main a[href]')).not.toBe(none);
  // The article's table of contents folds away in a <details>.
  await page.goto('/blog/go-to-market-strategie');
  expect(await flash('main details > summary')).toBe(none);
});
