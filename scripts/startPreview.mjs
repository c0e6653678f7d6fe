// Starts `scripts/preview.mjs` for the measuring scripts (audit, interaction benchmark): HTTPS and
// HTTP/2 as production hosts serve (browsers ask for Brotli only over HTTPS), or plain HTTP/1.1.
import { spawn } from 'node:child_process';

/**
 * Serves dist/client on 127.0.0.1:`port` and resolves once the server listens (making the
 * throwaway certificate takes a moment). Browsers need --ignore-certificate-errors unless `http1`.
 * @param {{ port: number, http1: boolean }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startPreview({ port, http1 }) {
  const server = spawn(process.execPath, ['scripts/preview.mjs', '--port', String(port), ...(http1 ? [] : ['--http2'])], { stdio: ['ignore', 'pipe', 'inherit'] });
  // The server says when it listens.
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`The preview server exited with ${code}`)));
  });
  return { origin: `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`, stop: () => server.kill() };
}
