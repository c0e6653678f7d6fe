import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '#integrations/distDir.mjs';
import { publishText } from '#tools/text/publish.ts';
import { blockingItems } from '../check-launch/blocking.ts';
import { launchItems } from '../check-launch/launchCheck.ts';
import { launchReport } from '../check-launch/launchReport.ts';
import { backupAfterPublish } from './backup/backupOnce.ts';
import { build, checkHost } from './children.ts';
import { describeFailure, goneAfterOpen, reportedKind } from './errors.ts';
import { openFtp } from './ftp.ts';
import { confirmedHostKey } from './hostKey.ts';
import { localFiles } from './localFiles.ts';
import { manifestName, parseManifest } from './manifest.ts';
import type { Options } from './options.ts';
import { makePlan, ownerPhaseNames, type Plan, phaseNames } from './plan.ts';
import { type Progress, publish } from './publish.ts';
import { entryFingerprints, writePublishRecord } from './publishRecord.ts';
import type { Remote } from './remote.ts';
import { dryRunReport, files, planLine, progressLine, summaryLine } from './report.ts';
import type { DeployReporter } from './reporter.ts';
import { type Line, mapLine, said } from './said.ts';
import { openSftp } from './sftp.ts';
import { readTarget, secretsOf, type Target } from './target.ts';
import { targetProblem } from './targetWords.ts';

/**
 * One deploy: the login at the host (before the build, so that a missing or wrong password costs
 * no build), the launch build, the upload of what changed in an order that never breaks the live
 * site, then the check of the live host (ANLEITUNG.md, „Veröffentlichen“). The terminal (`npm run
 * deploy`, main.ts) and the editor's publish page run this same function; they differ only in how
 * they show what it reports (said.ts). Resolves with the exit code.
 */

/** Every line through `redact`, so that no reporter ever gets a password. */
function redacting(reporter: DeployReporter, secrets: readonly string[]): DeployReporter {
  const redact = (text: string) =>
    secrets.filter(Boolean).reduce((result, secret) => result.split(secret).join('•••'), text);
  return {
    ...reporter,
    line: (text = '') => reporter.line(mapLine(text, redact)),
    progress: (progress, text) => reporter.progress(progress, redact(text)),
  };
}

/**
 * SFTP and FTPS: the target with the key or certificate the owner confirmed (asked for on the first
 * deploy, before anything is sent); `undefined` when the owner did not trust the server (reported).
 */
async function confirmed(
  root: string,
  target: Target,
  reporter: DeployReporter,
  trustOnce: boolean,
): Promise<Target | undefined> {
  if (target.protocol === 'ftp') return target;
  const hostKey = await confirmedHostKey(root, target, reporter, trustOnce);
  return hostKey ? { ...target, hostKey } : undefined;
}

/** A connection to a confirmed target: SFTP to its key, FTPS to its certificate, plain FTP as it is. */
const open = (target: Target): Promise<Remote> => {
  if (target.protocol === 'ftp') return openFtp(target);
  if (target.protocol === 'ftps') return openFtp(target, target.hostKey);
  return openSftp(target, target.hostKey ?? '');
};

/** A connection that failed before anything was sent: why, and that nothing changed. */
function refused(error: unknown, target: Target, reporter: DeployReporter): number {
  const reason = describeFailure(error, target);
  reporter.line(mapLine(reason, (text) => `✗ ${text}`));
  if (!/Nichts wurde/.test(reason.terminal)) reporter.line('Nichts wurde hochgeladen oder gelöscht.');
  if (reportedKind(error, false) === 'login' && !target.privateKey) reporter.loginRefused?.();
  return 1;
}

/** What to say when the deploy breaks off halfway: the terminal runs the command again, the editor's page its button. */
function interrupted(plan: Plan, progress: Progress, reason: Line): Line[] {
  const deleted =
    progress.deleted === 0
      ? 'Gelöscht wurde nichts: die Website funktioniert weiter, mit den bisherigen und den schon übertragenen neuen Dateien.'
      : `Gelöscht wurden erst ${progress.deleted} von ${files(plan.deletions.length)}; alle neuen Dateien sind schon am Server, die Website funktioniert.`;
  return [
    mapLine(reason, (text) => `✗ Abgebrochen nach ${progress.files} von ${files(plan.uploads.length)}: ${text}`),
    deleted,
    said(
      'Führen Sie npm run deploy noch einmal aus (mit --no-build, der Build ist fertig): es setzt beim zuletzt am Server vermerkten Stand fort und schließt die Veröffentlichung ab.',
      `Drücken Sie „${publishText.button}“ noch einmal, sobald der Server wieder erreichbar ist: es setzt beim zuletzt am Server vermerkten Stand fort und schließt die Veröffentlichung ab.`,
    ),
  ];
}

const totalBytes = (plan: Plan) => plan.uploads.reduce((sum, file) => sum + file.size, 0);

export async function runDeploy(
  root: string,
  options: Options,
  env: NodeJS.ProcessEnv,
  shown: DeployReporter,
): Promise<number> {
  const { target: read, problems, warnings } = readTarget(root, env, options.allowFtp);
  for (const problem of problems) shown.line(mapLine(targetProblem(problem), (text) => `✗ ${text}`));
  if (!read) {
    shown.line(
      said(
        'Nichts wurde gebaut oder hochgeladen. Wie es geht: ANLEITUNG.md, Abschnitt „Veröffentlichen“.',
        'Nichts wurde gebaut oder hochgeladen.',
      ),
    );
    return 1;
  }
  const reporter = redacting(shown, secretsOf(read));
  for (const warning of warnings) reporter.line(`⚠ ${warning}`);

  // The launch check before the server is asked anything: a site that is not ready costs no login.
  // Open translations do not stop it (blocking.ts): the English site is built from what is translated.
  const notReady = options.build ? blockingItems(launchItems(root, env)) : [];
  if (notReady.length > 0) {
    const count = notReady.length === 1 ? '1 Punkt ist' : `${notReady.length} Punkte sind`;
    // The page lists the items itself, each with a link to its field.
    reporter.line(said(launchReport(notReady), ''));
    reporter.line(
      said(
        '✗ Noch nicht startklar – nichts wurde gebaut, gesendet oder hochgeladen.',
        `✗ Noch nicht startklar: ${count} offen (oben unter „${publishText.checkTitle}“) – nichts wurde gebaut oder hochgeladen.`,
      ),
    );
    return 1;
  }

  reporter.phase('connect');
  reporter.line(
    said(
      `Verbinde mit ${read.protocol}://${read.user}@${read.host}:${read.port} …`,
      `Verbinde mit dem Server ${read.host}:${read.port} als ${read.user} …`,
    ),
  );
  let target: Target | undefined;
  try {
    target = await confirmed(root, read, reporter, options.yes);
    if (!target) return 1;
    // The login, before the build: a wrong password is found at once, and nothing is built for nothing.
    if (options.build) {
      await (await open(target)).close();
      reporter.line('✓ Anmeldung am Server gelungen.');
    }
  } catch (error) {
    return refused(error, target ?? read, reporter);
  }

  // What the build is made of, taken before it starts: what goes online if the upload completes.
  const built = options.build ? entryFingerprints(root) : undefined;
  if (options.build && !(await build(root, reporter))) return 1;
  const client = path.join(distDir(), 'client');
  if (!existsSync(path.join(client, 'index.html'))) {
    reporter.line(
      said(
        `✗ ${path.relative(root, client)} enthält keinen Build – erst bauen: npm run deploy (ohne --no-build) oder npm run build:live`,
        '✗ Es gibt keine gebaute Website zum Hochladen.',
      ),
    );
    return 1;
  }
  const local = localFiles(client);

  const started = performance.now();
  let remote: Remote;
  try {
    remote = await open(target);
  } catch (error) {
    return refused(error, target, reporter);
  }
  let plan: Plan | undefined;
  const progress: Progress = { files: 0, bytes: 0, deleted: 0 };
  try {
    reporter.line(said(`Ziel: ${remote.address}`, `Ziel: der Ordner ${remote.root} auf ${target.host}`));
    const text = (await remote.read(manifestName))?.toString('utf8');
    const manifest = parseManifest(text);
    if (manifest === undefined)
      reporter.line(
        said(
          'Erste Veröffentlichung mit npm run deploy in diesen Ordner: alle Dateien werden hochgeladen; was schon am Server liegt, bleibt unberührt.',
          'Erste Veröffentlichung in diesen Ordner: alle Dateien werden hochgeladen; was schon am Server liegt, bleibt unberührt.',
        ),
      );
    if (manifest === 'unlesbar')
      reporter.line(
        said(
          `⚠ Die Liste des letzten Uploads (${manifestName}) am Server ist unlesbar: alle Dateien werden neu hochgeladen.`,
          '⚠ Die Liste des letzten Uploads am Server ist unlesbar: alle Dateien werden neu hochgeladen.',
        ),
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
      reporter.line(
        said(
          `Nichts zu tun: der Server hat schon genau diesen Build (${files(current.unchanged.length)}).`,
          `Nichts zu tun: der Server hat schon genau diese Fassung der Website (${files(current.unchanged.length)}).`,
        ),
      );
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
        phaseDone: (phase, count, done) => {
          const rest = `${files(count)} · ${progressLine(done.files, done.bytes, current)}`;
          reporter.line(said(`✓ ${phaseNames[phase]}: ${rest}`, `✓ ${ownerPhaseNames[phase]}: ${rest}`));
        },
      },
      progress,
    );
    if (current.deletions.length > 0) {
      const shownFiles = current.deletions.slice(0, 10).join(', ');
      const list = `${files(current.deletions.length)} (${shownFiles}${current.deletions.length > 10 ? ', …' : ''})`;
      reporter.line(
        said(
          `✓ Gelöscht, was der neue Build nicht mehr hat: ${list}`,
          `✓ Gelöscht, was die neue Fassung der Website nicht mehr hat: ${list}`,
        ),
      );
    }
    reporter.line(summaryLine(current, (performance.now() - started) / 1000));
    writePublishRecord(root, {
      publishedAt: new Date().toISOString(),
      files: current.uploads.length,
      address: remote.address,
      entries: built,
    });
    // The site is published; the copy of the owner's work can no longer change that.
    await backupAfterPublish(root, remote, target, reporter);
  } catch (error) {
    const reason = describeFailure(error, target, true);
    if (!plan || (progress.files === 0 && progress.deleted === 0 && !goneAfterOpen(error))) {
      reporter.line(mapLine(reason, (text) => `✗ ${text}`));
      if (!/Nichts wurde/.test(reason.terminal)) reporter.line('Nichts wurde hochgeladen oder gelöscht.');
    } else for (const line of interrupted(plan, progress, reason)) reporter.line(line);
    return 1;
  } finally {
    await remote.close();
  }

  return (await checkHost(root, target.siteUrl, reporter)) ? 0 : 1;
}
