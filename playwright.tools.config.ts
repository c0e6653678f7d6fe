import { defineConfig, devices } from '@playwright/test';
import { playwrightBase } from './tests/support/playwrightBase.ts';

/** Checks without a browser page (host kit, host check, launch check, deploy, same sources): run once. */
const fileSpecs = [
  'hosting.spec.ts',
  'englishHosting.spec.ts',
  'hostCheck.spec.ts',
  'launch.spec.ts',
  'deploy.spec.ts',
  'backup.spec.ts',
  'sameSources.spec.ts',
  'strayContent.spec.ts',
  'draftBuild.spec.ts',
];

/**
 * The tools tier (`npm run test:tools`): the owner's commands and the servers they talk to (nginx,
 * Apache, sshd, pure-ftpd, the editor, the dev server, builds with analytics). Desktop width only:
 * each spec starts its own server, and the owner edits and publishes at a desk. The analytics spec
 * also checks the default build in dist/client, through the same preview as the site tier.
 */
export default defineConfig({
  ...playwrightBase('tools'),
  // Three workers on two cores: the specs mostly wait for builds, servers and uploads (docs/testing.md).
  workers: 3,
  projects: [
    { name: 'files', testMatch: fileSpecs },
    {
      name: 'desktop',
      testIgnore: fileSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
