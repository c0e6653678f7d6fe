/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { site } from './model/site';
import { analyticsDefines } from './build/analyticsDefines';
import { articlesPlugin } from './build/articlesPlugin';
import { dataFilesPlugin } from './build/dataFilesPlugin';
import { editorPlugin } from './tools/edit/editorPlugin';
import { feedPlugin } from './build/emit/feedPlugin';
import { fontSubsetPlugin } from './build/fontSubsetPlugin';
import { hostingPlugin } from './build/emit/hostingPlugin';
import { manifestPlugin } from './build/emit/manifestPlugin';
import { socialImagePlugin } from './build/emit/socialImagePlugin';

const isVitest = process.env.VITEST !== undefined;
const reachLockStubs = fileURLToPath(new URL('components/ui/reachLockStubs.tsx', import.meta.url));

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    // No cache: a variant read back from vite-imagetools' cache is named by what sharp reads from
    // its bytes (.jpeg), a fresh one by the query (.jpg); a build must not depend on earlier builds.
    imagetools({ removeMetadata: true, cache: { enabled: false } }),
    fontSubsetPlugin(),
    articlesPlugin(),
    dataFilesPlugin(),
    ...(isVitest ? [] : [vike(), feedPlugin(), hostingPlugin(), ...manifestPlugin(), socialImagePlugin(), editorPlugin()]),
  ],
  resolve: {
    // @reach/dialog renders these two around every dialog even when they are switched off, as
    // ours are (components/ui/Dialog.tsx): pass-through stand-ins keep them out of the island.
    alias: { 'react-focus-lock': reachLockStubs, 'react-remove-scroll': reachLockStubs },
  },
  // The contact dialog is prerendered too (components/islands/contactIslandHtml.tsx) and hydrated:
  // bundled for the server as well, so that the stand-ins above apply there and the markup matches.
  ssr: { noExternal: ['@reach/dialog'] },
  envPrefix: ['PUBLIC_ENV__'],
  // The analytics tool, checked, as constants: a build without one carries no adapter code.
  define: analyticsDefines(site.analytics),
  // DIST_DIR lets parallel builds (e.g. of two work trees) write to separate folders.
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    // 2 cores shared with other work: under load the dialog tests that type a whole form took 3–6 s (Node 20 and 24 alike), over the default 5 s.
    testTimeout: 15_000,
  },
});
