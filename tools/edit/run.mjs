// npm run edit: the dev server with the browser editor at http://localhost:3000/admin/, reachable
// from this computer only (127.0.0.1). Ctrl+C ends both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Vite's note about its future config loader is for developers, not for the owner.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const port = Number(process.env.EDITOR_PORT ?? 3000);
const started = Date.now();
const { dev } = await import('vike/api');
const { runnerImport } = await import('vite');

// The editor plugs itself into the dev server here (server/http/plugin.ts, loaded by Vite as the other
// tools' TypeScript is): the site's vite.config.ts knows nothing of it, so no build loads the editor.
// Vike merges this config with vite.config.ts (Vite's mergeConfig: the plugin comes after the site's).
// No CORS: Vite would let every page on localhost read the editor's pages, and with them the
// secret that guards the editor's API (tools/edit/server/http/requestGuard.ts). The history's own git
// folder is no source code to watch.
let server;
let editor;
try {
  ({ module: editor } = await runnerImport(fileURLToPath(new URL('./server/http/plugin.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  }));
  const plugin = editor.editorPlugin();
  ({ viteServer: server } = await dev({
    viteConfig: {
      plugins: [plugin],
      server: { host: '127.0.0.1', port, strictPort: true, cors: false, watch: { ignored: ['**/.editor-history/**'] } },
      logLevel: 'warn',
    },
  }));
  // The editor's app, built beside the dev server's start (server/http/appBundle.ts).
  await plugin.api.appReady();
} catch (error) {
  if (error?.code === 'EADDRINUSE' || /Port \d+ is already in use/.test(String(error?.message))) {
    console.error(
      `Port ${port} ist schon belegt – läuft der Editor schon? Sonst beenden Sie das andere Programm oder starten mit EDITOR_PORT=3001 npm run edit`,
    );
  } else {
    console.error(`Der Editor startet nicht: ${error?.message ?? error}`);
  }
  process.exit(1);
}

// With English on, the English pages' preview runs beside it, one port up (dev/dev-english.mjs): Vite
// builds a page's modules once per server, so each language has its own. A settings file the editor
// cannot read yet (the owner repairs it there) counts as off.
let english;
try {
  if (editor.englishIsBuilt(process.cwd()))
    english = spawn(process.execPath, [fileURLToPath(new URL('../../dev/dev-english.mjs', import.meta.url))], {
      env: { ...process.env, PORT: String(port + 1) },
      stdio: 'ignore',
    });
} catch {
  english = undefined;
}

console.log(`Editor bereit (${((Date.now() - started) / 1000).toFixed(1)} s): http://localhost:${port}/admin/`);
console.log(`Website-Vorschau: http://localhost:${port}/ – beenden mit Strg+C`);
if (english) console.log(`Englische Vorschau: http://localhost:${port + 1}/en/`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  english?.kill();
  await server.close();
  console.log('Editor beendet.');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
