/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import { analyticsDefines } from './integrations/analyticsDefines.ts';
import { distDir } from './integrations/distDir.mjs';
import { sitePlugins } from './integrations/index.ts';
import { buildLanguage } from './model/i18n/language.ts';
import { checkedDataOrExit } from './model/load/dataFile.ts';
import { keepVikeOutOfContent, strayContentOrExit } from './model/load/strayContent.ts';

const isVitest = process.env.VITEST !== undefined;
const reachLockStubs = fileURLToPath(new URL('components/ui/reachLockStubs.tsx', import.meta.url));

/** The unit tests' project: a complete content/ folder of its own (its README.md says more). */
const fixtureProject = fileURLToPath(new URL('tests/support/fixtures/site', import.meta.url));

/** What Vitest's two projects share: a page, the shared modules, and the time a slow test may take. */
const testOptions = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/unit/setup.ts'],
  // On a few shared cores, the dialog tests that type a whole form can run past Vitest's default 5 s.
  testTimeout: 15_000,
  // The test files share their worker's modules and page instead of a fresh set each: a fresh page
  // and fresh imports for every file would take most of the run. No file re-imports modules
  // with other build variables: a setting varied by a test goes through loadDataFile; a run
  // with the files in random order (--sequence.shuffle.files) passes.
  isolate: false,
} satisfies ViteUserConfig['test'];

export default defineConfig(({ command, mode }) => {
  // A build is the site as visitors get it, whoever starts it: the editor's publish runs inside the
  // dev server, whose NODE_ENV=development would otherwise ship React's development build, larger
  // and with this computer's folder names in it. Vite and Vike read NODE_ENV after this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // German, or the English pass of the build (SITE_LANGUAGE=en, integrations/buildSite.mjs): its own
  // folder, which the build script merges into the German one under /en/.
  const language = isVitest ? 'de' : buildLanguage();
  // Before Vike looks for its `+*` files: a file in content/ that is none of the owner's stops the
  // build, the dev server and the editor here (model/load/strayContent.ts). The unit tests run no Vike.
  if (!isVitest) {
    strayContentOrExit(fileURLToPath(new URL('.', import.meta.url)));
    keepVikeOutOfContent();
  }
  /** The configuration besides the plugins and the tests. */
  const shared = {
    resolve: {
      // @reach/dialog renders these two around every dialog even when they are switched off, as
      // ours are (components/ui/Dialog.tsx): pass-through stand-ins keep them out of the island.
      alias: { 'react-focus-lock': reachLockStubs, 'react-remove-scroll': reachLockStubs },
    },
    // The contact dialog is prerendered too (renderer/contactIslandHtml.tsx) and hydrated:
    // bundled for the server as well, so that the stand-ins above apply there and the markup matches.
    ssr: { noExternal: ['@reach/dialog'] },
    envPrefix: ['PUBLIC_ENV__'],
    // The analytics tool, as constants: a build without one carries no adapter code. Read through the
    // same door as the pages' settings, with the same overrides (the environment and the .env files).
    define: analyticsDefines(
      checkedDataOrExit('settings', isVitest ? fixtureProject : undefined, {
        env: loadEnv(mode, process.cwd(), 'PUBLIC_ENV__'),
      }).analytics,
    ),
    build: {
      outDir: language === 'en' ? path.join(distDir(), 'english') : distDir(),
      // The contact island's few dependencies are not preloaded beside it: the list of them, which
      // every page script would carry, cost more first-load bytes than the island's one extra round
      // trip, which no tap waits for (the head script shows the prerendered dialog at once:
      // docs/decisions/early-dialog.md). docs/performance.md has the figures.
      modulePreload: false,
    },
    // The English dev server runs beside the German one (dev/dev-english.mjs): a cache of its own, so
    // neither makes the other optimise its dependencies again.
    ...(language === 'en' ? { cacheDir: 'node_modules/.vite-en' } : {}),
  } satisfies UserConfig;
  return {
    ...shared,
    plugins: sitePlugins({ isVitest, language, ...(isVitest ? { contentRoot: fixtureProject } : {}) }),
    test: {
      // Two projects, run together by npm run test:unit: the tests of the mechanisms on the fixture
      // project (tests/support/fixtures/site: an owner's edit of content/ turns none of them red), and
      // the named checks of the shipped content itself (tests/content/, docs/testing.md, "How the unit tests are organised").
      projects: [
        { extends: true, test: { ...testOptions, name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
        {
          ...shared,
          plugins: sitePlugins({ isVitest }),
          test: { ...testOptions, name: 'content', include: ['tests/content/**/*.test.{ts,tsx}'] },
        },
      ],
    },
  };
});
