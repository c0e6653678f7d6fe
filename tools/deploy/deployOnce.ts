import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '#integrations/distDir.mjs';
import { backupAfterPublish } from './backup/backupOnce.ts';
import { build, checkHost } from './children.ts';
import { describeError, goneAfterOpen } from './errors.ts';
import { openFtp } from './ftp.ts';
import { confirmedHostKey } from './hostKey.ts';
import { localFiles } from './localFiles.ts';
import { manifestName, parseManifest } from './manifest.ts';
import type { Options } from './options.ts';
import { makePlan, type Plan, phaseNames } from './plan.ts';
import { type Progress, publish } from './publish.ts';
import { entryFingerprints, writePublishState } from './publishState.ts';
import type { Remote } from './remote.ts';
import { dryRunReport, files, planLine, progressLine, summaryLine } from './report.ts';
import type { DeployReporter } from './reporter.ts';
import { openSftp } from './sftp.ts';
import { readTarget, secretsOf, type Target } from './target.ts';

/**
 * One deploy: the launch build, the upload of what changed to the host in an order that never
 * breaks the live site, then the check of the live host (README, „Veröffentlichen“). The terminal
 * (`npm run deploy`, main.ts) and the editor's publish page run this same function; they differ
 * only in how they show what it reports. Resolves with the exit code.
 */

/** Every line through `redact`, so that no reporter ever gets a password. */
function redacting(reporter: DeployReporter, secrets: readonly string[]): DeployReporter {
  const redact = (text: string) =>
    secrets.filter(Boolean).reduce((result, secret) => result.split(secret).join('•••'), text);
  return {
    ...reporter,
    line: (text = '') => reporter.line(redact(text)),
    progress: (progress, text) => reporter.progress(progress, redact(text)),
  };
}

/** SFTP and FTPS: only to the key or certificate the owner confirmed (asked for on the first deploy). */
async function open(
  root: string,
  target: Target,
  reporter: DeployReporter,
  trustOnce: boolean,
): Promise<Remote | undefined> {
  if (target.protocol === 'ftp') return openFtp(target);
  const hostKey = await confirmedHostKey(root, target, reporter, trustOnce);
  if (!hostKey) return undefined;
  return target.protocol === 'sftp' ? openSftp(target, hostKey) : openFtp(target, hostKey);
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

const totalBytes = (plan: Plan) => plan.uploads.reduce((sum, file) => sum + file.size, 0);

export async function runDeploy(
  root: string,
  options: Options,
  env: NodeJS.ProcessEnv,
  shown: DeployReporter,
): Promise<number> {
  const { target, problems, warnings } = readTarget(root, env, options.allowFtp);
  for (const problem of problems) shown.line(`✗ ${problem}`);
  if (!target) {
    shown.line('Nichts wurde gebaut oder hochgeladen. Wie es geht: ANLEITUNG.md, Abschnitt „Veröffentlichen“.');
    return 1;
  }
  const reporter = redacting(shown, secretsOf(target));
  for (const warning of warnings) reporter.line(`⚠ ${warning}`);

  // What the build is made of, taken before it starts: what goes online if the upload completes.
  const built = options.build ? entryFingerprints(root) : undefined;
  if (options.build && !(await build(root, reporter))) return 1;
  const client = path.join(distDir(), 'client');
  if (!existsSync(path.join(client, 'index.html'))) {
    reporter.line(
      `✗ ${path.relative(root, client)} enthält keinen Build – erst bauen: npm run deploy (ohne --no-build) oder npm run build:live`,
    );
    return 1;
  }
  const local = localFiles(client);

  reporter.phase('connect');
  const started = performance.now();
  reporter.line(`Verbinde mit ${target.protocol}://${target.user}@${target.host}:${target.port} …`);
  let remote: Remote | undefined;
  try {
    remote = await open(root, target, reporter, options.yes);
  } catch (error) {
    const reason = describeError(error, target);
    reporter.line(`✗ ${reason}`);
    if (!/Nichts wurde/.test(reason)) reporter.line('Nichts wurde hochgeladen oder gelöscht.');
    return 1;
  }
  if (!remote) return 1;
  let plan: Plan | undefined;
  const progress: Progress = { files: 0, bytes: 0, deleted: 0 };
  try {
    reporter.line(`Ziel: ${remote.address}`);
    const text = (await remote.read(manifestName))?.toString('utf8');
    const manifest = parseManifest(text);
    if (manifest === undefined)
      reporter.line(
        `Erste Veröffentlichung mit npm run deploy in diesen Ordner: alle Dateien werden hochgeladen; was schon am Server liegt, bleibt unberührt.`,
      );
    if (manifest === 'unlesbar')
      reporter.line(
        `⚠ Die Liste des letzten Uploads (${manifestName}) am Server ist unlesbar: alle Dateien werden neu hochgeladen.`,
      );
    plan = makePlan(local, typeof manifest === 'object' ? manifest : {});
    if (options.dryRun) {
      for (const line of dryRunReport(plan)) reporter.line(line);
      return 0;
    }
    const current = plan;
    const total = totalBytes(current);
    reporter.phase('upload');
    reporter.line(planLine(current));
    if (current.uploads.length === 0 && current.deletions.length === 0)
      reporter.line(`Nichts zu tun: der Server hat schon genau diesen Build (${files(current.unchanged.length)}).`);
    await publish(
      remote,
      client,
      local,
      current,
      typeof manifest === 'object' ? manifest : {},
      {
        uploaded: (done) =>
          reporter.progress(
            { files: done.files, totalFiles: current.uploads.length, bytes: done.bytes, totalBytes: total },
            progressLine(done.files, done.bytes, current),
          ),
        phaseDone: (phase, count, done) =>
          reporter.line(`✓ ${phaseNames[phase]}: ${files(count)} · ${progressLine(done.files, done.bytes, current)}`),
      },
      progress,
    );
    if (current.deletions.length > 0) {
      const shownFiles = current.deletions.slice(0, 10).join(', ');
      reporter.line(
        `✓ Gelöscht, was der neue Build nicht mehr hat: ${files(current.deletions.length)} (${shownFiles}${current.deletions.length > 10 ? ', …' : ''})`,
      );
    }
    reporter.line(summaryLine(current, (performance.now() - started) / 1000));
    writePublishState(root, {
      publishedAt: new Date().toISOString(),
      files: current.uploads.length,
      address: remote.address,
      entries: built,
    });
    // The site is published; the copy of the owner's work can no longer change that.
    await backupAfterPublish(root, remote, target, reporter);
  } catch (error) {
    const reason = describeError(error, target, true);
    if (!plan || (progress.files === 0 && progress.deleted === 0 && !goneAfterOpen(error))) {
      reporter.line(`✗ ${reason}`);
      if (!/Nichts wurde/.test(reason)) reporter.line('Nichts wurde hochgeladen oder gelöscht.');
    } else for (const line of interrupted(plan, progress, reason)) reporter.line(line);
    return 1;
  } finally {
    await remote.close();
  }

  return (await checkHost(root, target.siteUrl, reporter)) ? 0 : 1;
}
