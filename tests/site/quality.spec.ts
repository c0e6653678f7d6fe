import { expectPageQuality } from '../support/pageQuality.ts';
import { allPages, onePagePerKind } from '../support/routes.ts';
import { expect, oneWidth, test } from '../support/test.ts';

// Lighthouse's accessibility audit (and an auditor's axe) looks at the page as it loaded, without
// scrolling: blocks that wait for their layout (content-visibility: auto) have to read right then
// too. The site's footer did not: its links read as light text on the page's light background.
// One page of each kind is checked so before it is scrolled.
const asLoaded = new Set(onePagePerKind().map((page) => page.route));

// Every prerendered page is held to the same bars, in both colour schemes, at desktop size; at
// mobile size one page of each kind, as the others of a kind have the same parts (their widths:
// pageWidth.spec.ts). One visit checks both schemes: the palette follows the colour scheme media
// query live, so the dark run needs no second load, and it checks what the scheme changes, the
// colours (the head checks of every page are file checks in seo.spec.ts).
for (const { file, route } of allPages()) {
  const loaded = asLoaded.has(route) ? ', also as it loaded, not scrolled (as Lighthouse audits it)' : '';
  test(
    `${route} (${file}) has no axe violations in either colour scheme${loaded}, no console errors, page errors or third-party requests`,
    loaded ? {} : oneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', loaded !== '');
    },
  );
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
