import { defineConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from '#dev/startPreview.mjs';
import { siteNames, walkPorts } from './dev/walk/walkPorts.ts';

/**
 * The owner's walk (`npm run walk`, docs/walk.md): a new owner's first weeks clicked through at
 * 390 px, timed and photographed into reports/walk/. Not part of `npm test`: one browser, one worker,
 * no retries. The browser finds the site's names on the walk's web server, as the owner's browser
 * finds them on their host, and trusts its throwaway certificate.
 */
export default defineConfig({
  testDir: 'dev/walk',
  testMatch: 'walk.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 45 * 60_000,
  reporter: [['list']],
  outputDir: 'test-results-walk',
  // A step waits at most this long for a name to appear; longer waits (a build, a publish) say so.
  expect: { timeout: 30_000 },
  use: {
    actionTimeout: 30_000,
    viewport: { width: 390, height: 844 },
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: testChromiumPath,
      args: [
        ...chromiumFlags({ http1: true }),
        `--host-resolver-rules=${siteNames.map((name) => `MAP ${name}:443 127.0.0.1:${walkPorts.https}`).join(', ')}`,
      ],
    },
  },
});
