import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../content/data/dataFile';
import { connectionLost, describeError } from './errors';
import { openFtp } from './ftp';
import { localFiles } from './localFiles';
import { manifestName, parseManifest } from './manifest';
import { parseOptions } from './options';
import { Output } from './output';
import { makePlan, type Plan, phaseNames } from './plan';
import { type Progress, publish } from './publish';
import type { Remote } from './remote';
import { dryRunReport, files, planLine, progressLine, summaryLine } from './report';
import { openSftp } from './sftp';
import { readTarget, secretsOf, type Target } from './target';

/**
 * `npm run deploy`: the launch build, the upload of what changed to the host in an order that
 * never breaks the live site, then the check of the live host (README, „Veröffentlichen“).
 */

/** The environment for the build and the host check: without the deploy's secrets. */
const childEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')));

function run(root: string, command: string, args: string[]): Promise<number | null> {
  const child = spawn(command, args, { cwd: root, env: childEnv(), stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
}

/** The launch build, quiet: its closing line when it worked, all it said when it did not. */
async function build(root: string, out: Output): Promise<boolean> {
  out.line('Baue die Website für die Veröffentlichung (npm run build:live) …');
  // On Windows npm is a .cmd script, which only a shell starts.
  const child = spawn('npm', ['run', '--silent', 'build:live'], { cwd: root, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  const lines = said.split('\n').filter((line) => line.trim() !== '');
  if (code === 0) {
    out.line(`✓ ${lines.at(-1) ?? 'gebaut'}`);
    return true;
  }
  for (const line of lines) out.line(line);
  out.line('✗ Der Build für die Veröffentlichung ist nicht gelungen (siehe oben) – nichts wurde hochgeladen.');
  return false;
}

async function open(target: Target, out: Output): Promise<Remote> {
  if (target.protocol !== 'sftp') return openFtp(target);
  let seen = '';
  const remote = await openSftp(target, (key) => {
    seen = key;
  });
  if (!target.hostKey && seen)
    out.line(
      `Schlüssel des Servers: ${seen} – als hostKey in die Gruppe deploy in content/settings/site.yaml eintragen, dann lädt npm run deploy nur zu genau diesem Server hoch.`,
    );
  return remote;
}

/** What to say when the deploy breaks off halfway. */
function interrupted(plan: Plan, progress: Progress, reason: string): string[] {
  const deleted =
    progress.deleted === 0
      ? 'Gelöscht wurde nichts: die Website funktioniert weiter, mit den bisherigen und den schon übertragenen neuen Dateien.'
      : `Gelöscht wurden erst ${progress.deleted} von ${files(plan.deletions.length)}; alle neuen Dateien sind schon am Server, die Website funktioniert.`;
  return [
    `✗ Abgebrochen nach ${progress.files} von ${files(plan.uploads.length)}: ${reason}`,
    deleted,
    'Führen Sie npm run deploy noch einmal aus (mit --no-build, der Build ist fertig): es setzt beim zuletzt am Server vermerkten Stand fort und schließt die Veröffentlichung ab.',
  ];
}

async function main(args: readonly string[], out: Output): Promise<number> {
  const options = parseOptions(args);
  if (typeof options === 'string') {
    out.line(`✗ ${options}`);
    return 1;
  }
  const root = projectRoot();
  const { target, problems, warnings } = readTarget(root, process.env, options.allowFtp);
  for (const problem of problems) out.line(`✗ ${problem}`);
  if (!target) {
    out.line('Nichts wurde gebaut oder hochgeladen. Wie es geht: README, Abschnitt „Veröffentlichen“.');
    return 1;
  }
  out.hide(secretsOf(target));
  for (const warning of warnings) out.line(`⚠ ${warning}`);

  if (options.build && !(await build(root, out))) return 1;
  const client = path.join(root, process.env.DIST_DIR ?? 'dist', 'client');
  if (!existsSync(path.join(client, 'index.html'))) {
    out.line(`✗ ${path.relative(root, client)} enthält keinen Build – erst bauen: npm run deploy (ohne --no-build) oder npm run build:live`);
    return 1;
  }
  const local = localFiles(client);

  const started = performance.now();
  out.line(`Verbinde mit ${target.protocol}://${target.user}@${target.host}:${target.port} …`);
  let remote: Remote;
  try {
    remote = await open(target, out);
  } catch (error) {
    out.line(`✗ ${describeError(error, target)}`);
    if (!/Nichts wurde/.test(describeError(error, target))) out.line('Nichts wurde hochgeladen oder gelöscht.');
    return 1;
  }
  let plan: Plan | undefined;
  const progress: Progress = { files: 0, bytes: 0, deleted: 0 };
  try {
    out.line(`Ziel: ${remote.address}`);
    const text = (await remote.read(manifestName))?.toString('utf8');
    const manifest = parseManifest(text);
    if (manifest === undefined)
      out.line(`Erste Veröffentlichung mit npm run deploy in diesen Ordner: alle Dateien werden hochgeladen; was schon am Server liegt, bleibt unberührt.`);
    if (manifest === 'unlesbar') out.line(`⚠ Die Liste des letzten Uploads (${manifestName}) am Server ist unlesbar: alle Dateien werden neu hochgeladen.`);
    plan = makePlan(local, typeof manifest === 'object' ? manifest : {});
    if (options.dryRun) {
      for (const line of dryRunReport(plan)) out.line(line);
      return 0;
    }
    const current = plan;
    out.line(planLine(current));
    if (current.uploads.length === 0 && current.deletions.length === 0) out.line(`Nichts zu tun: der Server hat schon genau diesen Build (${files(current.unchanged.length)}).`);
    await publish(
      remote,
      client,
      local,
      current,
      typeof manifest === 'object' ? manifest : {},
      {
        uploaded: (done) => out.progress(progressLine(done.files, done.bytes, current)),
        phaseDone: (phase, count, done) => out.line(`✓ ${phaseNames[phase]}: ${files(count)} · ${progressLine(done.files, done.bytes, current)}`),
      },
      progress,
    );
    if (current.deletions.length > 0) {
      const shown = current.deletions.slice(0, 10).join(', ');
      out.line(`✓ Gelöscht, was der neue Build nicht mehr hat: ${files(current.deletions.length)} (${shown}${current.deletions.length > 10 ? ', …' : ''})`);
    }
    out.line(summaryLine(current, (performance.now() - started) / 1000));
  } catch (error) {
    const reason = describeError(error, target);
    if (!plan || (progress.files === 0 && progress.deleted === 0 && !connectionLost(error))) {
      out.line(`✗ ${reason}`);
      if (!/Nichts wurde/.test(reason)) out.line('Nichts wurde hochgeladen oder gelöscht.');
    } else for (const line of interrupted(plan, progress, reason)) out.line(line);
    return 1;
  } finally {
    await remote.close();
  }

  out.line();
  out.line(`Prüfe die Live-Website (npm run check:host -- ${target.siteUrl}):`);
  const checked = await run(root, process.execPath, [path.join(root, 'scripts/checkHost/run.mjs'), target.siteUrl]);
  if (checked !== 0) {
    out.line('Hochgeladen ist alles; die Prüfung der Live-Website hat aber Probleme gefunden (siehe oben).');
    return 1;
  }
  return 0;
}

const out = new Output();
try {
  process.exitCode = await main(process.argv.slice(2), out);
} catch (error) {
  out.line(`✗ Die Veröffentlichung ist unerwartet abgebrochen: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
}
