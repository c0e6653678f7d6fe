// Starts `dev/preview.mjs` for the measuring scripts (audit, interaction benchmark): HTTPS and
// HTTP/2 as production hosts serve (browsers ask for Brotli only over HTTPS), or plain HTTP/1.1;
// and names the flags Debian's Chromium needs to load it (also used by playwright.config.ts; types
// in startPreview.d.mts).
import { spawn } from 'node:child_process';
import { browserPaths } from './browserPaths.mjs';

/** Debian's Chromium, the full browser (dev/browserPaths.mjs); CHROMIUM_PATH overrides it. */
export const chromiumPath = browserPaths().chromium;

/** The browser the tests run in: Chromium's headless shell (dev/browserPaths.mjs); TEST_CHROMIUM_PATH overrides it. */
export const testChromiumPath = browserPaths().testChromium;

/**
 * Chromium's flags for this machine (root, no GPU, nothing fetched in the background), with
 * --ignore-certificate-errors for the throwaway certificate unless the server is `http1`.
 * @param {{ http1: boolean }} options
 * @returns {string[]}
 */
export function chromiumFlags({ http1 }) {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(http1 ? [] : ['--ignore-certificate-errors']),
  ];
}

/**
 * Serves dist/client (or the built site in `root`) on 127.0.0.1:`port` and resolves once the
 * server listens (making the throwaway certificate takes a moment). Browsers load it with `chromiumFlags`.
 * @param {{ port: number, http1: boolean, root?: string }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startPreview({ port, http1, root }) {
  const server = spawn(
    process.execPath,
    ['dev/preview.mjs', '--port', String(port), ...(http1 ? [] : ['--http2']), ...(root ? ['--root', root] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The server says when it listens.
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`The preview server exited with ${code}`)));
  });
  return { origin: `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`, stop: () => server.kill() };
}
