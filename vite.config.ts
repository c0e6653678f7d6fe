/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { feedPlugin } from './scripts/feedPlugin';
import { fontSubsetPlugin } from './scripts/fontSubsetPlugin';
import { hostingPlugin } from './scripts/hostingPlugin';
import { manifestPlugin } from './scripts/manifestPlugin';
import { socialImagePlugin } from './scripts/socialImagePlugin';

const isVitest = process.env.VITEST !== undefined;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), imagetools({ removeMetadata: true }), fontSubsetPlugin(), ...(isVitest ? [] : [vike(), feedPlugin(), hostingPlugin(), ...manifestPlugin(), socialImagePlugin()])],
  envPrefix: ['PUBLIC_ENV__'],
  // DIST_DIR lets parallel builds (e.g. of two work trees) write to separate folders.
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
});
