import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { afterTwoFrames } from './frames.ts';
import { overflowInPage } from './overflow.ts';
import { guardPage } from './pageGuards.ts';
import { expect } from './test.ts';

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

/** Which of the axe passes a visit makes besides the light one, scrolled through. */
export interface QualityPasses {
  /** Before any scrolling too, as Lighthouse's accessibility audit sees the page. */
  asLoaded: boolean;
  /** In the dark scheme too (its colour rules only). */
  dark: boolean;
}

/**
 * The bars every prerendered page is held to in the browser (tests/site/quality.spec.ts): no axe
 * violation, scrolled through, in the light scheme (and, as `passes` asks, before any scrolling, as
 * Lighthouse audits it, and in the dark scheme), no console error or warning, page error or request
 * to another origin. One visit checks both schemes: the palette follows the colour scheme media
 * query live.
 */
export async function expectPageQuality(page: Page, url: string, origin: string, passes: QualityPasses) {
  const problems = guardPage(page, origin);
  await page.goto(url, { waitUntil: 'networkidle' });
  if (passes.asLoaded) expect(await axeViolations(page), 'as loaded').toEqual([]);
  await scrollThrough(page);
  expect(await axeViolations(page), 'light').toEqual([]);
  if (passes.dark) {
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
  }
  expect(problems).toEqual([]);
}

/** The title's words for the passes of `expectPageQuality`. */
export const passesTitle = ({ asLoaded, dark }: QualityPasses) =>
  `no axe violations ${dark ? 'in the light and the dark scheme' : 'in the light scheme'}${asLoaded ? ', also as it loaded, not scrolled (as Lighthouse audits it)' : ''}`;

/**
 * The widths no page may be wider than: the phone widths people use, a tablet's, and a desktop's,
 * where long words no longer break and a column must have room for them.
 */
export const pageWidths = [320, 360, 390, 768, 1280] as const;

/**
 * Where the open page (at `url`) is wider than the viewport, at each of `pageWidths`: empty when
 * it fits. It is resized to each in turn (from the narrowest on), so that one visit serves the
 * page's other checks too; the viewport is 1280 × 800 afterwards.
 */
export async function widthProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of pageWidths) {
    await page.setViewportSize({ width, height: 800 });
    // Measure with the web fonts in place and after the resize has been laid out.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await afterTwoFrames(page);
    const overflow = await page.evaluate(overflowInPage);
    if (overflow) {
      const culprits = overflow.culprits.length > 0 ? overflow.culprits.join('; ') : 'no single element found';
      problems.push(`${url} at ${width} px is ${overflow.width} px wide; sticking out: ${culprits}`);
    }
  }
  return problems;
}
