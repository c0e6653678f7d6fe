// Builds the editor's app (tools/edit/app/) for the browser into the folder named by the first
// argument: run by appBundle.ts in a process of its own at each start of `npm run edit`, because
// the dev server's process runs with NODE_ENV=development, which would give the app React's
// development build. Prints one line and exits with 1 when the app does not build.
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const [outDir] = process.argv.slice(2);
try {
  await build({
    configFile: false,
    root: process.cwd(),
    mode: 'production',
    base: '/admin/',
    logLevel: 'silent',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // One script for one page on this computer: nothing to gain from splitting it.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: 'tools/edit/app/main.tsx' },
    },
  });
} catch (error) {
  console.error(String(error?.message ?? error).split('\n')[0]);
  process.exit(1);
}
