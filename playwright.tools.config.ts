import { defineConfig, devices } from '@playwright/test';
import { playwrightBase } from './tests/support/playwrightBase.ts';

/** Checks without a browser page (host kit, host check, launch check, deploy, same sources): run once. */
const fileSpecs = new Set([
  'hosting',
  'englishHosting',
  'hostCheck',
  'launch',
  'deploy',
  'backup',
  'sameSources',
  'strayContent',
  'draftBuild',
]);

/**
 * The specs in the order the workers take them: the longest first, so that no long spec starts
 * last and runs alone at the end (it did: publish.spec.ts, the last 150 s of the tier). The two
 * longest file specs, which mostly wait for servers, first beside an editor spec, which keeps the
 * cores busy. Lengths measured in a whole run: docs/testing.md. A spec not named here runs after them.
 */
const longestFirst = [
  'deploy',
  'backup',
  'publish',
  'editorBackup',
  'sameSources',
  'editorApp',
  'editor',
  'editorScreens',
  'editorKeeping',
  'editorEnglish',
  'hostCheck',
  'editorErrors',
  'editorLost',
  'analytics',
  'editorFixed',
  'editorServer',
  'launch',
  'dev',
  'strayContent',
  'publishFailedBuild',
  'draftBuild',
  'hosting',
  'englishHosting',
];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The tools tier (`npm run test:tools`): the owner's commands and the servers they talk to (nginx,
 * Apache, sshd, pure-ftpd, the editor, the dev server, builds with analytics). Desktop width only:
 * each spec starts its own server, and the owner edits and publishes at a desk. The analytics spec
 * also checks the default build in dist/client, through the same preview as the site tier.
 * One project per spec: Playwright hands the projects' files to the workers in the projects' order.
 */
export default defineConfig({
  ...playwrightBase('tools'),
  // Three workers on two cores: the specs mostly wait for builds, servers and uploads (docs/testing.md).
  workers: 3,
  projects: [
    ...longestFirst.map((name) => ({
      name,
      testMatch: `${name}.spec.ts`,
      ...(fileSpecs.has(name) ? {} : { use: desktop }),
    })),
    { name: 'desktop', testIgnore: longestFirst.map((name) => `${name}.spec.ts`), use: desktop },
  ],
});
