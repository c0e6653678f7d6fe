// The launch check (tools/check-launch/launchCheck.ts), run by Vite's module runner because Node 20
// cannot load TypeScript itself.
//   npm run check:launch       lists every open item in German; exit 1 while one is open
//   … --summary                one line for the end of `npm run build`; always exit 0
//   … --live                   before `npm run build:live`: while anything is open, removes the
//                              build folder (nothing half-finished is left to upload) and exits 1
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { distDir } from '#build/distDir.mjs';

const mode = process.argv[2] ?? '';
const entry = fileURLToPath(new URL('launchCheck.ts', import.meta.url));
const { module: check } = await runnerImport(entry, { configFile: false, logLevel: 'silent' });
const items = check.launchItems();

if (mode === '--summary') {
  console.log(check.launchSummary(items));
} else {
  console.log(check.launchReport(items));
  if (items.length > 0 && mode === '--live') {
    const dist = distDir();
    rmSync(dist, { recursive: true, force: true });
    console.log(
      'Kein Build für die Veröffentlichung: der Ordner dist wurde entfernt, damit keine halbfertige Website hochgeladen wird.',
    );
  }
  process.exitCode = items.length > 0 ? 1 : 0;
}
