import { englishPages, oneEnglishPagePerKind } from '../support/englishSite.ts';
import { expect, oneWidth, englishTest as test } from '../support/englishTest.ts';
import { expectPageQuality, pageWidths, widthProblems } from '../support/pageQuality.ts';

// Every English page held to the German pages' bars in the browser (quality.spec.ts,
// pageWidth.spec.ts), on the English build (tests/support/englishSite.ts); its German pages are the
// fixture's and are not checked here again.

const asLoaded = new Set(oneEnglishPagePerKind().map((page) => page.route));

for (const { file, route } of englishPages()) {
  const loaded = asLoaded.has(route) ? ', also as it loaded' : '';
  // At 390 px one page of each kind: the others of a kind have the same parts (their widths: below).
  test(
    `${route} (${file}) has no axe violations in either colour scheme${loaded}, no console errors, page errors or third-party requests, one h1`,
    loaded ? {} : oneWidth,
    async ({ page, baseURL }) => {
      await expectPageQuality(page, route, baseURL ?? '', loaded !== '');
      await expect(page.locator('h1')).toHaveCount(1);
    },
  );

  test(
    `${route} (${file}) is never wider than the viewport at ${pageWidths.join(', ')} px`,
    oneWidth,
    async ({ page }) => {
      expect(await widthProblems(page, route), `${route} must fit every width`).toEqual([]);
    },
  );
}
