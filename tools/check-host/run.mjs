// `npm run check:host -- https://www.meine-domain.at` (tools/check-host/main.ts). Node 20 cannot run
// TypeScript itself: Vite (already a dependency) loads the check's modules, as it loads vite.config.ts.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

try {
  await runnerImport(fileURLToPath(new URL('main.ts', import.meta.url)));
} catch (error) {
  console.log(`✗ Die Prüfung konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
