import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's minified build: half the size of the source AxeBuilder sends by default, and as quick to run. */
const axeMinified = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The bars every page and screen is held to: WCAG 2.2, levels A and AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.2 A/AA violation axe finds on the page, as "rule: elements". `include` limits it to a
 * part of the page, `rules` to those rules.
 *
 * Axe runs in the page itself (AxeBuilder's legacy mode): by default it opens a blank page for every
 * run to gather the results of the page's frames, which took as long again as the run itself. The
 * site and the editor have no frames from other origins, the one thing only the default mode checks.
 * AxeBuilder evaluates axe's source (its unminified form, 1.3 MB) in the page twice per run, which took
 * longer than most runs themselves: axe's minified build is put into the page once, and every run
 * gets an empty source (AxeBuilder's `axeSource`) and uses the axe that is there.
 */
export async function axeViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}) {
  const inPage = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!inPage) await page.evaluate(axeMinified);
  // Only the violations are read: axe then describes (a selector, the HTML) the first node of each
  // other result only, instead of every element that passed.
  let builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  builder = rules ? builder.withRules(rules) : builder.withTags(wcag);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
