import { test as base } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { browserPaths } from '#dev/browserPaths.mjs';
import { fromElsewhere, reportCspViolations } from './pageGuards.ts';

/**
 * Playwright's test runner with a Firefox of its own: Playwright drives only its own build of
 * Firefox, which cannot be downloaded here, so Puppeteer drives Debian's through WebDriver BiDi,
 * the standard protocol Firefox speaks itself. One browser per worker; each test opens its pages.
 */
export const test = base.extend<object, { firefox: Browser }>({
  firefox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use) => {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        // Debian's Firefox ESR (dev/ensure-system-packages.mjs installs it for the site tier).
        executablePath: browserPaths().firefox,
        headless: true,
        // Scroll bars over the page, as on phones and Macs: otherwise a 390 px window is 378 px wide.
        extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
        // The stand-in form service of the English build speaks HTTPS with a throwaway certificate
        // (tests/support/englishEnquiry.ts); the site itself is plain HTTP.
        acceptInsecureCerts: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/**
 * Records on `page` what must never happen: console errors and warnings, uncaught errors, Content
 * Security Policy violations, requests to other origins, and requests that fail or answer with an
 * error (but for the page itself: the 404 page answers 404); a request the browser cancelled is none.
 */
export async function guardFirefoxPage(page: Page, origin: string) {
  const problems: string[] = [];
  await page.evaluateOnNewDocument(reportCspViolations);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : error}`));
  page.on('request', (request) => {
    if (fromElsewhere(request.url(), origin)) problems.push(`third-party request: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Cancelled by the browser because the page went on (the next visit of the same page at another
    // width began while a picture of the last one still loaded): no answer failed. Seen once in CI.
    if (reason !== 'NS_BINDING_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** A new page in `browser` at `width` px, guarded (above), and the origin of the site under test. */
export async function openFirefoxPage(browser: Browser, baseURL: string | undefined, width: number, height = 800) {
  const page = await browser.newPage();
  const origin = new URL(baseURL ?? '').origin;
  const problems = await guardFirefoxPage(page, origin);
  await page.setViewport({ width, height });
  return { page, origin, problems };
}

/** Opens `url` as a visitor does and waits until the page script has started and the web fonts are in. */
export async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-page-script="ready"]');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
