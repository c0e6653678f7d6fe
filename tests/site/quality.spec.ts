import { expectPageQuality, pageWidths, passesTitle, widthProblems } from '../support/pageQuality.ts';
import { allPages, onePagePerKind } from '../support/routes.ts';
import { expect, oneWidth, phoneWidth, test } from '../support/test.ts';

// Lighthouse's accessibility audit (and an auditor's axe) looks at the page as it loaded, without
// scrolling: blocks that wait for their layout (content-visibility: auto) have to read right then
// too. The site's footer did not: its links read as light text on the page's light background.
// One page of each kind is checked so before it is scrolled.
const perKind = new Set(onePagePerKind().map((page) => page.route));

// Every prerendered page is held to the same bars at desktop size, in the light scheme; one page of
// each kind also as it loaded and in the dark scheme: the others of a kind have the same parts, and
// the dark scheme changes nothing but the palette (themeCss.ts), whose pairs of text and background
// are the same at every width. At mobile size one page of each kind, in the light scheme. One visit
// checks both schemes (the palette follows the colour scheme media query live, so the dark run
// needs no second load) and then the page's width: no page may be wider than the screen, long
// German compounds in headings must wrap, not push the page sideways. (The head checks of every
// page are file checks in seo.spec.ts.)
for (const { file, route } of allPages()) {
  const wide = { asLoaded: perKind.has(route), dark: perKind.has(route) };
  test(
    `${route} (${file}) has ${passesTitle(wide)}, no console errors, page errors or third-party requests, and is never wider than the viewport at ${pageWidths.join(', ')} px`,
    oneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', wide);
      expect(await widthProblems(page, route), `${route} must fit every width`).toEqual([]);
    },
  );
  if (!perKind.has(route)) continue;
  const narrow = { asLoaded: true, dark: false };
  test(
    `${route} (${file}) at a phone's width has ${passesTitle(narrow)}, no console errors, page errors or third-party requests`,
    phoneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', narrow);
    },
  );
}

// A button answers a tap with its new state at once; the browser's tap flash on top of it would
// make a phone's browser paint the page once more before it handles the tap. Links keep the flash:
// until the next page arrives, it is all a tap on them shows. A tap is a phone's: at its width.
test('buttons and summaries show no tap flash of the browser, links keep it', phoneWidth, async ({ page }) => {
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
