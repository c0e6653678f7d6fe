import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPath } from './pages.ts';

/** The editor's app as the browser gets it: its script's address and every file by its address. */
export interface AppBundle {
  /** The address of the app's script, /admin/assets/main-<hash>.js. */
  script: string;
  /** Each built file by its address under /admin/; nothing else is served from there. */
  files: ReadonlyMap<string, Buffer>;
}

/** The start of the terminal's line when the app does not build (run.mjs prints it after „Der Editor startet nicht:“). */
const appBuildFailed = 'die Oberfläche des Editors (tools/edit/app/) lässt sich nicht bauen';

/** The builder's file, found when a build starts: under the unit tests' page environment this module has no file address. */
const builder = () => fileURLToPath(new URL('./buildApp.mjs', import.meta.url));

/** The files of `folder` and its subfolders, by their paths relative to it (with `/`). */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/**
 * Builds the app (app/main.tsx) once per start, for production, in a process of its own
 * (buildApp.mjs), and keeps the files in memory: each page load is then one script, not the
 * hundreds of modules the dev server would transform one by one. The folder is removed at once.
 */
export async function buildAppBundle(root: string): Promise<AppBundle> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'site-editor-app-'));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [builder(), outDir], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += String(chunk)));
      child.stderr.on('data', (chunk) => (text += String(chunk)));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0
          ? resolve(text)
          : reject(new Error(`${appBuildFailed}: ${text.trim().split('\n')[0] || `exit ${code}`}`)),
      );
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`no entry in the app's manifest ${output}`);
    const files = new Map(
      filesIn(outDir)
        .filter((file) => !file.startsWith('.vite/'))
        .map((file) => [`${adminPath}${file}`, readFileSync(path.join(outDir, file))]),
    );
    return { script: `${adminPath}${entry.file}`, files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
