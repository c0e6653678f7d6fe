import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DeployReporter } from './reporter.ts';

/** The environment for the build and the host check: without the deploy's secrets. */
const childEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')));

/** Runs a command in the project; every line it prints goes to `each`. Resolves with its exit code. */
function runLines(root: string, command: string, args: string[], each: (line: string) => void): Promise<number | null> {
  // On Windows npm is a .cmd script, which only a shell starts.
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv(),
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
  reporter.line('Baue die Website für die Veröffentlichung (npm run build:live) …');
  const lines: string[] = [];
  const code = await runLines(root, 'npm', ['run', '--silent', 'build:live'], (line) => lines.push(line));
  if (code === 0) {
    reporter.line(`✓ ${lines.at(-1) ?? 'gebaut'}`);
    return true;
  }
  for (const line of lines) reporter.line(line);
  reporter.line('✗ Der Build für die Veröffentlichung ist nicht gelungen (siehe oben) – nichts wurde hochgeladen.');
  return false;
}

/** `npm run check:host` on the live site, line by line as it checks. */
export async function checkHost(root: string, siteUrl: string, reporter: DeployReporter): Promise<boolean> {
  reporter.phase('check');
  reporter.line();
  reporter.line(`Prüfe die Live-Website (npm run check:host -- ${siteUrl}):`);
  const code = await runLines(root, process.execPath, [path.join(root, 'tools/check-host/run.mjs'), siteUrl], (line) =>
    reporter.line(line),
  );
  if (code === 0) return true;
  reporter.line('Hochgeladen ist alles; die Prüfung der Live-Website hat aber Probleme gefunden (siehe oben).');
  return false;
}
