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
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      problems.push(`third-party request: ${url}`);
  });
  return problems;
}
