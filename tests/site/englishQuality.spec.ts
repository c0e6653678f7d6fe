import { englishPages, oneEnglishPagePerKind } from '../support/englishSite.ts';
import { expect, oneWidth, phoneWidth, englishTest as test } from '../support/englishTest.ts';
import { expectPageQuality, pageWidths, passesTitle, widthProblems } from '../support/pageQuality.ts';

// Every English page held to the German pages' bars in the browser (quality.spec.ts), on the
// English build (tests/support/englishSite.ts); its German pages are the fixture's and are not
// checked here again. As for the German pages: every page in the light scheme at desktop size and
// at every width, one page of each kind also as it loaded, in the dark scheme and at a phone's
// width (the others of a kind have the same parts in other words).

const perKind = new Set(oneEnglishPagePerKind().map((page) => page.route));

for (const { file, route } of englishPages()) {
  const wide = { asLoaded: perKind.has(route), dark: perKind.has(route) };
  test(
    `${route} (${file}) has ${passesTitle(wide)}, no console errors, page errors or third-party requests, one h1, and is never wider than the viewport at ${pageWidths.join(', ')} px`,
    oneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', wide);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await widthProblems(page, route), `${route} must fit every width`).toEqual([]);
    },
  );

  if (!perKind.has(route)) continue;
  const narrow = { asLoaded: true, dark: false };
  test(
    `${route} (${file}) at a phone's width has ${passesTitle(narrow)}, no console errors, page errors or third-party requests, one h1`,
    phoneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', narrow);
      await expect(page.locator('h1')).toHaveCount(1);
    },
  );
}
