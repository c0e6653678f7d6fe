import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The bars every page and screen is held to: WCAG 2.2, levels A and AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.2 A/AA violation axe finds on the page, as "rule: elements". `include` limits it to a
 * part of the page, `rules` to those rules.
 *
 * Axe runs in the page itself (AxeBuilder's legacy mode): by default it opens a blank page for every
 * run to gather the results of the page's frames, which took as long again as the run itself. The
 * site and the editor have no frames from other origins, the one thing only the default mode checks.
 * AxeBuilder evaluates axe's source (half a megabyte) in the page twice per run, which took longer than
 * most runs themselves: once axe is in the page, a further run of the same page gets an empty source
 * (its `axeSource`) and uses the axe that is there.
 */
export async function axeViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}) {
  const inPage = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  // Only the violations are read: axe then describes (a selector, the HTML) the first node of each
  // other result only, instead of every element that passed.
  let builder = new AxeBuilder({ page, ...(inPage ? { axeSource: ';' } : {}) })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  builder = rules ? builder.withRules(rules) : builder.withTags(wcag);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
