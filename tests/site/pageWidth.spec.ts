import type { Page } from '@playwright/test';
import { afterTwoFrames } from '../support/frames.ts';
import { allPages } from '../support/routes.ts';
import { expect, oneWidth, test } from '../support/test.ts';

// No page may be wider than the screen (issue 22): long German compounds in headings must wrap,
// not push the page sideways. The phone widths people use, a tablet's, and a desktop's, where long
// words no longer break (components/theme/GlobalStyles.tsx) and a column must have room for them.
const widths = [320, 360, 390, 768, 1280] as const;

/**
 * Null when the document fits the viewport; otherwise its width and the innermost elements that
 * reach past the right edge (an element's own box, or its text overflowing the box), skipping
 * what an ancestor clips or fixes to the viewport, since that cannot widen the document.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    if (root.scrollWidth <= limit) return null;
    // An element's box is clipped by its ancestors' overflow, its text also by its own.
    const contained = (element: Element, clipsItself: boolean) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || ((clipsItself || node !== element) && style.overflowX !== 'visible'))
          return true;
      }
      return false;
    };
    const edges = new Map<Element, number>();
    const note = (element: Element | null, right: number, isText: boolean) => {
      if (element && right > limit + 0.5 && !contained(element, isText))
        edges.set(element, Math.max(right, edges.get(element) ?? 0));
    };
    for (const element of document.body.querySelectorAll('*'))
      note(element, element.getBoundingClientRect().right, false);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      note(text.parentElement, range.getBoundingClientRect().right, true);
    }
    // Tag, id and a snippet of its text; for an icon, of the nearest ancestor that names itself.
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}${id}>${words ? ` "${words.length > 50 ? `${words.slice(0, 50)}…` : words}"` : ''}`;
    };
    const describe = (element: Element, right: number) => {
      const named =
        element.id || element.textContent?.trim() ? null : element.parentElement?.closest('[id], [aria-label]');
      return `${name(element)}${named ? ` in ${name(named)}` : ''} (right edge ${Math.round(right)} px)`;
    };
    const innermost = [...edges].filter(
      ([element]) => ![...edges.keys()].some((other) => other !== element && element.contains(other)),
    );
    return { width: root.scrollWidth, culprits: innermost.map(([element, right]) => describe(element, right)) };
  });
}

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
      const overflow = await measure(page);
      if (overflow) {
        const culprits = overflow.culprits.length > 0 ? overflow.culprits.join('; ') : 'no single element found';
        problems.push(`${route} at ${width} px is ${overflow.width} px wide; sticking out: ${culprits}`);
      }
    }
    expect(problems, `${route} must fit every width`).toEqual([]);
  });
}
