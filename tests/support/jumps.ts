import { expect, type Page } from '@playwright/test';
import { fullLayoutAttr } from '#components/theme/renderWhenNear.ts';

/**
 * Waits until the page has stopped scrolling, then tells where the element `id` landed (its top in
 * the viewport) and where it lands on a page with every block laid out (an instant jump to it with
 * nothing waiting to be rendered, components/theme/renderWhenNear.ts). A jump measured against
 * estimated heights lands elsewhere.
 */
function jumpLanding(page: Page, id: string): Promise<{ landed: number; laidOut: number }> {
  return page.evaluate(
    async ({ id, attr }) => {
      let last = -1;
      for (let still = 0, tries = 0; still < 6 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
      const target = document.getElementById(id);
      if (!target) throw new Error(`#${id} is missing`);
      const landed = Math.round(target.getBoundingClientRect().top);
      document.documentElement.setAttribute(attr, '');
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      return { landed, laidOut: Math.round(target.getBoundingClientRect().top) };
    },
    { id, attr: fullLayoutAttr },
  );
}

/** Expects the element `id` to have landed, after a jump, where a fully laid-out page puts it (±2 px). */
export async function expectLandedWhereLaidOut(page: Page, id: string): Promise<void> {
  const { landed, laidOut } = await jumpLanding(page, id);
  expect(Math.abs(landed - laidOut), `#${id}: landed at ${landed} px, laid out at ${laidOut} px`).toBeLessThanOrEqual(
    2,
  );
}
