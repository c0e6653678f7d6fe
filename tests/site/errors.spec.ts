import { test as plainTest } from '@playwright/test';
import { expect, oneWidth, test } from '../support/test.ts';

test('an unknown path shows the 404 page with status 404 and logs the path', oneWidth, async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const response = await page.goto('/gibt-es/nicht?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  expect(logs.some((line) => line.includes('/gibt-es/nicht'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Without the CSP guard of ./support/test: this test provokes a violation on purpose.
plainTest('the policy is enforced: an injected inline script is blocked and reported', oneWidth, async ({ page }) => {
  await page.goto('/impressum');
  const result = await page.evaluate(async () => {
    const reported = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return { ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false, directive: await reported };
  });
  expect(result).toEqual({ ran: false, directive: 'script-src-elem' });
});
