import { defineConfig, devices } from '@playwright/test';
import { playwrightBase } from './tests/support/playwrightBase.ts';

/**
 * The English pages' specs, on a build of the fixture project with English on
 * (tests/support/englishSite.ts), which the global setup starts in the background: their projects
 * come after the German ones, so the build is ready when they begin (docs/testing.md).
 */
const englishSpecs = ['english.spec.ts', 'englishQuality.spec.ts', 'englishFiles.spec.ts', 'englishFirefox.spec.ts'];

/** Checks of the built files, without a browser page: run once, not per viewport. */
const fileSpecs = [
  'static.spec.ts',
  'seo.spec.ts',
  'budget.spec.ts',
  'socialImages.spec.ts',
  'manifest.spec.ts',
  'emittedFiles.spec.ts',
];

/** Checked once, at desktop size: what a page prints, and an article's share links. */
const desktopOnlySpecs = ['print.spec.ts', 'share.spec.ts'];

/** Firefox, driven by Puppeteer (tests/support/firefox.ts): it sets its own widths, so once. */
const firefoxSpecs = ['firefox.spec.ts'];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/**
 * The site tier (`npm run test:site`): the built pages in dist/client, served by the preview, at a
 * desktop and a phone width, then the English build's. Needs Chromium, Firefox, Java (Nu validator)
 * and pdftotext only. The owner's tools and the servers are the tools tier: playwright.tools.config.ts.
 */
export default defineConfig({
  ...playwrightBase('site'),
  // The English build of the fixture project: its folder for this run, and its build started in the background.
  globalSetup: './tests/support/englishSetup.ts',
  projects: [
    { name: 'files', testMatch: fileSpecs },
    { name: 'firefox', testMatch: firefoxSpecs },
    // Tests tagged oneWidth (tests/support/test.ts) behave the same at every width: once, at 1280 px;
    // a test tagged phoneWidth is a check's run at 390 px whose run at 1280 px is another test.
    {
      name: 'desktop',
      testIgnore: [...fileSpecs, ...firefoxSpecs, ...englishSpecs],
      grepInvert: /@phoneWidth/,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: [...fileSpecs, ...firefoxSpecs, ...englishSpecs, ...desktopOnlySpecs],
      grepInvert: /@oneWidth/,
      use: phone,
    },
    { name: 'english-files', testMatch: 'englishFiles.spec.ts' },
    { name: 'english-firefox', testMatch: 'englishFirefox.spec.ts' },
    {
      name: 'english-desktop',
      testMatch: ['english.spec.ts', 'englishQuality.spec.ts'],
      grepInvert: /@phoneWidth/,
      use: desktop,
    },
    {
      name: 'english-mobile',
      testMatch: ['english.spec.ts', 'englishQuality.spec.ts'],
      grepInvert: /@oneWidth/,
      use: phone,
    },
  ],
});
