import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `vike build` into `dist-<name>` with the given build variables; resolves to that folder. */
export async function buildSite(name: string, env: Record<string, string>): Promise<string> {
  const distDir = `dist-${name}`;
  const log = path.join(tmpdir(), `site-build-${name}.log`);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('PUBLIC_ENV__ANALYTICS_')),
  );
  const child = spawn('npx', ['vike', 'build'], {
    env: { ...inherited, ...env, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0)
    throw new Error(`build of ${distDir} failed (exit ${code}):\n${readFileSync(log, 'utf8').slice(-3000)}`);
  return distDir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves a build folder with dev/preview.mjs, like `DIST_DIR=… npm run preview`. */
export async function serveSite(distDir: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dev/preview.mjs', '--port', String(port)], {
    env: { ...process.env, DIST_DIR: distDir },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt === 100) throw new Error(`preview of ${distDir} did not start`);
    try {
      await fetch(origin);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin, stop };
}

/** The text of every JavaScript file the build ships. */
export function clientScripts(distDir: string): { file: string; code: string }[] {
  const assets = path.resolve(distDir, 'client', 'assets');
  return readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(path.join(assets, file), 'utf8') }));
}
