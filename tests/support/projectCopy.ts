import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** What a copy of the project holds (besides node_modules, shared by links). */
export const projectFiles = [
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'components',
  'content',
  'model',
  'pages',
  'renderer',
  'integrations',
  'tools',
  'dev',
  'public',
];

/** Vite's caches in node_modules: its optimized dependencies and its bundled config files. */
const viteCaches = new Set(['.vite', '.vite-temp']);

/**
 * Copies the project (or the copy at `from`) into `root`, so that a test may change its files. The packages are shared,
 * each by a link, but not Vite's caches: two dev servers of two copies that share
 * node_modules/.vite re-optimize into the same folder and pull each other's dependencies away
 * (an editor page then never rendered, in CI with two workers).
 */
export function copyProjectInto(root: string, from = '.'): string {
  for (const entry of projectFiles) cpSync(path.join(from, entry), path.join(root, entry), { recursive: true });
  const modules = path.join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync('node_modules')) {
    if (!viteCaches.has(entry)) symlinkSync(path.resolve('node_modules', entry), path.join(modules, entry));
  }
  return root;
}

/** A copy of the project in a new temporary folder. */
export const projectCopy = (prefix: string): string => copyProjectInto(mkdtempSync(path.join(tmpdir(), prefix)));

/** The owner's own photo and social image in a copy: any picture other than the template's. */
export async function replaceImages(root: string): Promise<void> {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4A6B7C' } })
      .jpeg()
      .toBuffer();
  writeFileSync(path.join(root, 'content/images/portrait.jpg'), await photo(640, 853));
  writeFileSync(path.join(root, 'public/og-default.jpg'), await photo(1200, 630));
}

/** The environment of an npm script run as the owner runs it: no build variables of the test run. */
export const ownerEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('PUBLIC_ENV__') && key !== 'DIST_DIR'),
  );

/** Runs an npm script of the copy; the owner sees stdout and stderr together. */
export function npm(root: string, script: string) {
  const run = spawnSync('npm', ['run', '--silent', script], {
    cwd: root,
    env: ownerEnv(),
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}`, lastLine: run.stdout.trim().split('\n').at(-1) };
}
