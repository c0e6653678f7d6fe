import type { Page } from '@playwright/test';

/**
 * Records what must never happen on a page: console errors or warnings, uncaught errors
 * (hydration mismatches included) and requests to any origin other than the site's own.
 */
export function guardPage(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (fromElsewhere(request.url(), origin)) problems.push(`third-party request: ${request.url()}`);
  });
  return problems;
}

/** Whether a page's request goes to another origin than the site's own (`data:` and `blob:` are the page's own). */
export const fromElsewhere = (url: string, origin: string) =>
  !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:');

/**
 * Run in the page before its own scripts (Playwright's `addInitScript`, Puppeteer's
 * `evaluateOnNewDocument`): reports every Content Security Policy violation as a console error.
 */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}
