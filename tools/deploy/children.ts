import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFailure } from './buildFailure.ts';
import type { DeployReporter } from './reporter.ts';
import { type Line, said } from './said.ts';

/** The environment for the build and the host check: without the deploy's secrets. */
const childEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_'))),
  ...extra,
});

/** Runs a command in the project; every line it prints goes to `each`. Resolves with its exit code. */
function runLines(
  root: string,
  command: string,
  args: string[],
  each: (line: string) => void,
  env: NodeJS.ProcessEnv = {},
): Promise<number | null> {
  // On Windows npm is a .cmd script, which only a shell starts.
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32' && command === 'npm',
  });
  let rest = '';
  const take = (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') each(line);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      if (rest.trim() !== '') each(rest);
      resolve(code);
    });
  });
}

/** The launch build, quiet: its closing line when it worked, all it said when it did not. */
export async function build(root: string, reporter: DeployReporter): Promise<boolean> {
  reporter.phase('build');
  reporter.line(said('Baue die Website für die Veröffentlichung (npm run build:live) …', 'Die Website wird gebaut …'));
  const lines: string[] = [];
  const code = await runLines(root, 'npm', ['run', '--silent', 'build:live'], (line) => lines.push(line));
  if (code === 0) {
    reporter.line(said(`✓ ${lines.at(-1) ?? 'gebaut'}`, '✓ Die Website ist gebaut.'));
    return true;
  }
  for (const line of buildFailure(root, lines)) reporter.line(line);
  return false;
}

/** The variable that asks the host check for both renderings of each line, as JSON (tools/check-host/print.ts). */
export const bothRenderings = 'CHECK_HOST_LINES';

/** A line of the host check: its two renderings where it printed them as JSON, else the line itself. */
export function hostCheckLine(text: string): Line {
  if (!text.startsWith('{')) return text;
  try {
    const { terminal, owner } = JSON.parse(text) as { terminal?: unknown; owner?: unknown };
    if (typeof terminal === 'string' && typeof owner === 'string') return said(terminal, owner);
  } catch {
    // Not one of its lines: shown as it came.
  }
  return text;
}

/** `npm run check:host` on the live site, line by line as it checks. */
export async function checkHost(root: string, siteUrl: string, reporter: DeployReporter): Promise<boolean> {
  reporter.phase('check');
  reporter.line();
  reporter.line(
    said(`Prüfe die Live-Website (npm run check:host -- ${siteUrl}):`, `Prüfe die Live-Website ${siteUrl}:`),
  );
  const code = await runLines(
    root,
    process.execPath,
    [path.join(root, 'tools/check-host/run.mjs'), siteUrl],
    (line) => reporter.line(hostCheckLine(line)),
    { [bothRenderings]: 'json' },
  );
  if (code === 0) return true;
  reporter.line('Hochgeladen ist alles; die Prüfung der Live-Website hat aber Probleme gefunden (siehe oben).');
  return false;
}
