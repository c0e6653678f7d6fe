import type { Page } from '@playwright/test';

/**
 * Resolves once the page has rendered two more frames: by then whatever the last step changed
 * (a scroll, a resize, a page script's start) has been laid out and painted.
 */
export const afterTwoFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
