// `npm run deploy` (tools/deploy/main.ts): the launch build, the upload of what changed over SFTP
// or FTPS, then the check of the live host. Node 20 cannot run TypeScript itself: Vite (already a
// dependency) loads the modules, as for the launch check.
//   npm run deploy                  build, upload, check
//   npm run deploy -- --dry-run     lists what would be uploaded and deleted; changes nothing
//   npm run deploy -- --no-build    uploads the existing dist/client
//   npm run deploy -- --allow-ftp   permits plain, unencrypted FTP (with a warning)
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

try {
  await runnerImport(fileURLToPath(new URL('main.ts', import.meta.url)), { configFile: false, logLevel: 'silent' });
} catch (error) {
  console.log(
    `✗ Die Veröffentlichung konnte nicht starten: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exitCode = 1;
}
