import { pageWidths, widthProblems } from '../support/pageQuality.ts';
import { allPages } from '../support/routes.ts';
import { expect, oneWidth, test } from '../support/test.ts';

// No page may be wider than the screen: long German compounds in headings must wrap,
// not push the page sideways (the widths: tests/support/pageQuality.ts).

for (const { file, route } of allPages()) {
  // The test sets its own viewport widths: one browser project is enough.
  test(
    `${route} (${file}) is never wider than the viewport at ${pageWidths.join(', ')} px`,
    oneWidth,
    async ({ page }) => {
      expect(await widthProblems(page, route), `${route} must fit every width`).toEqual([]);
    },
  );
}
