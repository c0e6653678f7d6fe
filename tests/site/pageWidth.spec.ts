import { afterTwoFrames } from '../support/frames.ts';
import { overflowInPage } from '../support/overflow.ts';
import { allPages } from '../support/routes.ts';
import { expect, oneWidth, test } from '../support/test.ts';

// No page may be wider than the screen: long German compounds in headings must wrap,
// not push the page sideways. The phone widths people use, a tablet's, and a desktop's, where long
// words no longer break (components/theme/GlobalStyles.tsx) and a column must have room for them.
const widths = [320, 360, 390, 768, 1280] as const;

for (const { file, route } of allPages()) {
  // The test sets its own viewport widths: one browser project is enough.
  test(`${route} (${file}) is never wider than the viewport at ${widths.join(', ')} px`, oneWidth, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(route);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // Measure with the web fonts in place and after the resize has been laid out.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await afterTwoFrames(page);
      const overflow = await page.evaluate(overflowInPage);
      if (overflow) {
        const culprits = overflow.culprits.length > 0 ? overflow.culprits.join('; ') : 'no single element found';
        problems.push(`${route} at ${width} px is ${overflow.width} px wide; sticking out: ${culprits}`);
      }
    }
    expect(problems, `${route} must fit every width`).toEqual([]);
  });
}
