import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/startPreview.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

/** Checks of the built files, without a browser page: run once, not per viewport. */
const fileSpecs = [
  'static.spec.ts',
  'hosting.spec.ts',
  'seo.spec.ts',
  'budget.spec.ts',
  'socialImages.spec.ts',
  'manifest.spec.ts',
  'hostCheck.spec.ts',
  'launch.spec.ts',
  'deploy.spec.ts',
  'sameSources.spec.ts',
];

/** Run at desktop width only (each starts its own server; the owner edits and publishes at a desk). */
const deskSpecs = [
  'analytics.spec.ts',
  'dev.spec.ts',
  'editor.spec.ts',
  'editorErrors.spec.ts',
  'editorFixed.spec.ts',
  'editorLost.spec.ts',
  'editorOwner.spec.ts',
  'editorWords.spec.ts',
  'publish.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // The same flags as the audit and the benchmark; the tests' server speaks plain HTTP/1.1.
      args: chromiumFlags({ http1: true }),
    },
  },
  projects: [
    { name: 'files', testMatch: fileSpecs },
    {
      name: 'desktop',
      testIgnore: fileSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Once, at one width: analytics.spec.ts builds and serves its own variants of the site; the
    // editor and the dev server are for the owner at a desk.
    {
      name: 'mobile',
      testIgnore: [...fileSpecs, ...deskSpecs],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: `node scripts/preview.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
