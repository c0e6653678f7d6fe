// The launch check (tools/check-launch/launchCheck.ts) and its terminal report (launchReport.ts), run by Vite's module runner because Node 20
// cannot load TypeScript itself.
//   npm run check:launch       lists every open item in German; exit 1 while one that blocks is open
//   … --live                   before `npm run build:live`: while anything that blocks is open,
//                              removes the build folder (nothing half-finished is left to upload)
//                              and exits 1
// Open translations are notes: listed, but they never block (blocking.ts). The one line at the end of
// `npm run build` (launchSummary) is printed by the build script itself (integrations/buildSite.mjs).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { distDir } from '#integrations/distDir.mjs';

const mode = process.argv[2] ?? '';
// One module (launchReport.ts re-exports the check and its rule of what blocks): one module runner start.
const report = (
  await runnerImport(fileURLToPath(new URL('launchReport.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  })
).module;
const items = report.launchItems();
const blocking = report.blockingItems(items);

console.log(report.launchReport(items));
if (blocking.length > 0 && mode === '--live') {
  const dist = distDir();
  rmSync(dist, { recursive: true, force: true });
  console.log(
    'Kein Build für die Veröffentlichung: der Ordner dist wurde entfernt, damit keine halbfertige Website hochgeladen wird.',
  );
}
process.exitCode = blocking.length > 0 ? 1 : 0;
