/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { bootPlugin } from './scripts/bootPlugin';
import { feedPlugin } from './scripts/feedPlugin';
import { fontSubsetPlugin } from './scripts/fontSubsetPlugin';
import { hostingPlugin } from './scripts/hostingPlugin';

const isVitest = process.env.VITEST !== undefined;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), imagetools({ removeMetadata: true }), fontSubsetPlugin(), ...(isVitest ? [] : [vike(), feedPlugin(), hostingPlugin(), bootPlugin()])],
  envPrefix: ['PUBLIC_ENV__'],
  // DIST_DIR lets parallel builds (e.g. of two work trees) write to separate folders.
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: on HTTP/1.1 hosts every extra request before the first
        // paint delays the hero image. Modules only loaded on demand (dialogs, React's DOM
        // renderer) stay out of these groups, so they remain lazy.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|@emotion|stylis|lucide-react|hoist-non-react-statics)[\\/]/ },
            { name: 'shell', test: /[\\/](renderer[\\/](?!boot|earlyClicks)|components[\\/](layout|theme)|components[\\/]ui[\\/](?!Dialog)|components[\\/]contact[\\/](ContactContext|ContactButton|whatsapp)|content[\\/](site|navigation|footer|contact|types))/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
});
