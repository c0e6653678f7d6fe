import { defineConfig, devices } from '@playwright/test';
import { playwrightBase } from './tests/support/playwrightBase.ts';

/**
 * The English pages' specs, on a build of the fixture project with English on
 * (tests/support/englishSite.ts): run by `npm run test:english` (ENGLISH_SPECS=1), not by `npm test`,
 * whose time limit on CI they would break (the English build and its pages add about seven minutes
 * on a 2-core machine; docs/testing.md).
 */
const englishSpecs = ['english.spec.ts', 'englishQuality.spec.ts', 'englishFiles.spec.ts', 'englishFirefox.spec.ts'];
const withEnglish = process.env.ENGLISH_SPECS === '1';
const skipped = withEnglish ? [] : englishSpecs;

/** Checks of the built files, without a browser page: run once, not per viewport. */
const fileSpecs = [
  'static.spec.ts',
  'seo.spec.ts',
  'budget.spec.ts',
  'socialImages.spec.ts',
  'manifest.spec.ts',
  'emittedFiles.spec.ts',
  'englishFiles.spec.ts',
];

/** Firefox, driven by Puppeteer (tests/support/firefox.ts): it sets its own widths, so once. */
const firefoxSpecs = ['firefox.spec.ts', 'englishFirefox.spec.ts'];

/**
 * The site tier (`npm run test:site`): the built pages in dist/client, served by the preview, at a
 * desktop and a phone width. Needs Chromium, Java (Nu validator) and pdftotext only. The owner's
 * tools and the servers are the tools tier: playwright.tools.config.ts.
 */
export default defineConfig({
  ...playwrightBase('site'),
  // The English build of the fixture project: its folder for this run (built by the first spec that needs it).
  globalSetup: './tests/support/englishSetup.ts',
  projects: [
    { name: 'files', testMatch: fileSpecs, testIgnore: skipped },
    { name: 'firefox', testMatch: firefoxSpecs, testIgnore: skipped },
    {
      name: 'desktop',
      testIgnore: [...fileSpecs, ...firefoxSpecs, ...skipped],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: [...fileSpecs, ...firefoxSpecs, ...skipped],
      // Tests tagged oneWidth (tests/support/test.ts) behave the same at every width: once, at 1280 px.
      grepInvert: /@oneWidth/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
});
