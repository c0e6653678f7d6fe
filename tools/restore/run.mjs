// `npm run restore` (tools/restore/main.ts): brings a copy of the owner's work back from the
// server (the copy every publish leaves beside the web root) into this project: content/ and the
// editor's history. Asks for the server as the deploy does, lists the copies, asks before it
// replaces anything. Node 20 cannot run TypeScript itself: Vite loads the modules, as for the deploy.
//   npm run restore                  asks, lists the copies, restores the chosen one
//   npm run restore -- --allow-ftp   permits plain, unencrypted FTP (with a warning)
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

try {
  await runnerImport(fileURLToPath(new URL('main.ts', import.meta.url)), { configFile: false, logLevel: 'silent' });
} catch (error) {
  console.log(
    `✗ Die Wiederherstellung konnte nicht starten: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exitCode = 1;
}
