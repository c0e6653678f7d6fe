import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from '#dev/startPreview.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

/**
 * What both browser tiers share (playwright.config.ts: the built site; playwright.tools.config.ts: the
 * owner's tools and the servers): Debian's Chromium (its headless shell), the preview of dist/client, one report per tier
 * for scripts/test-summary.mjs.
 */
export const playwrightBase = (tier: 'site' | 'tools'): PlaywrightTestConfig => ({
  testDir: `tests/${tier}`,
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails twice fails the run; one that passes on its retry is listed as flaky by
  // scripts/test-summary.mjs, so that it gets looked at instead of hidden.
  retries: 1,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: `reports/${tier}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: testChromiumPath,
      // The same flags as the audit and the benchmark; the tests' server speaks plain HTTP/1.1.
      args: chromiumFlags({ http1: true }),
    },
  },
  webServer: {
    command: `node dev/preview.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
