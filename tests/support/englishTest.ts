import type { Fixtures } from '@playwright/test';
import { englishBuild, englishDist } from './englishSite.ts';
import { test as firefoxTest } from './firefox.ts';
import { serveSite } from './siteBuild.ts';
import { test } from './test.ts';

export { expect, oneWidth, phoneWidth } from './test.ts';

/** The English build's worker fixtures: the built project, and its preview's origin. */
interface EnglishSite {
  englishRoot: string;
  englishOrigin: string;
}

const englishSite: Fixtures<object, EnglishSite> = {
  englishRoot: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use) => use(await englishBuild()),
    { scope: 'worker', timeout: 660_000 },
  ],
  englishOrigin: [
    async ({ englishRoot }, use) => {
      const preview = await serveSite(englishDist(englishRoot));
      await use(preview.origin);
      await preview.stop();
    },
    { scope: 'worker' },
  ],
};

/**
 * The site tier's `test` on the English build (englishSite.ts): `baseURL` is its preview, so
 * `page.goto('/en/')` opens the English home page and `page.goto('/')` the German one of the same
 * build; `englishRoot` is the built project (its dist/client for file checks).
 */
export const englishTest = test.extend<object, EnglishSite>(englishSite).extend({
  baseURL: async ({ englishOrigin }, use) => use(englishOrigin),
});

/** The Firefox tests' `test` (firefox.ts) on the English build: `englishOrigin` is its preview. */
export const englishFirefoxTest = firefoxTest.extend<object, EnglishSite>(englishSite);
