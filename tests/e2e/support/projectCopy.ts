import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectFiles = ['package.json', 'vite.config.ts', 'tsconfig.json', 'components', 'content', 'pages', 'renderer', 'scripts', 'public'];

/** A copy of the project in a temporary folder, so that a test may change its files; node_modules shared. */
export function projectCopy(prefix: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of projectFiles) cpSync(entry, path.join(root, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** The environment of an npm script run as the owner runs it: no build variables of the test run. */
export const ownerEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PUBLIC_ENV__') && key !== 'DIST_DIR'));

/** Runs an npm script of the copy; the owner sees stdout and stderr together. */
export function npm(root: string, script: string) {
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: root, env: ownerEnv(), encoding: 'utf8', timeout: 240_000 });
  return { code: run.status, output: `${run.stdout}${run.stderr}`, lastLine: run.stdout.trim().split('\n').at(-1) };
}
