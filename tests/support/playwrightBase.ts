import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from '#dev/startPreview.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

/**
 * The tests' Chromium flags: the audit's and the benchmark's (the tests' server speaks plain HTTP/1.1),
 * and two for the tests only, which measure no timing: the compositor runs in the browser process,
 * not in a GPU process of its own, and without a software GL fallback. With --disable-gpu alone that
 * process still drew every frame: a fifth of the browser's CPU in quality.spec.ts (115–125 → 98 s).
 */
export const testChromiumArgs = [
  ...chromiumFlags({ http1: true }),
  '--in-process-gpu',
  '--disable-software-rasterizer',
];

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
      args: testChromiumArgs,
    },
  },
  webServer: {
    command: `node dev/preview.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
