import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFailure } from '../errors.ts';
import type { Remote } from '../remote.ts';
import { bytes, files } from '../report.ts';
import type { DeployReporter } from '../reporter.ts';
import { mapLine } from '../said.ts';
import type { Target } from '../target.ts';
import { collectWork } from './collect.ts';
import { copyText } from './copyText.ts';
import { keptCopies } from './layout.ts';
import { uploadCopy } from './uploadCopy.ts';
import { backupFolder } from './where.ts';

/** package.json's version: which project made a copy. */
export const projectVersion = (root: string): string =>
  String((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '');

/**
 * After a publish, over the same connection: a copy of the owner's work into the backup folder
 * outside the web root (backup/where.ts). Whatever happens here, the publish stays published; a
 * copy that fails is tried again by the next publish. Resolves with whether a copy is stored.
 */
export async function backupAfterPublish(
  root: string,
  site: Remote,
  target: Target,
  reporter: DeployReporter,
): Promise<boolean> {
  const retry = 'Die Website ist trotzdem veröffentlicht; das nächste Veröffentlichen versucht die Sicherung erneut.';
  const folder = backupFolder(site.home, site.root, target.backupFolder);
  if (typeof folder !== 'string') {
    reporter.line(`⚠ ${folder.refused} ${retry}`);
    return false;
  }
  try {
    const copy = await uploadCopy(site.within(folder), collectWork(root), projectVersion(root));
    if (copy.unchangedSince) {
      reporter.line(`✓ Sicherung: unverändert seit der ${copyText(copy.manifest)} (in ${folder}).`);
      return true;
    }
    const removed =
      copy.removed > 0 ? `; ${copy.removed} ältere entfernt (behalten werden die letzten ${keptCopies})` : '';
    reporter.line(
      `✓ ${copyText(copy.manifest)} am Server gespeichert (in ${folder}): ${files(copy.sentFiles)} neu, ${bytes(copy.sentBytes)} gesendet${removed}.`,
    );
    return true;
  } catch (error) {
    reporter.line(
      mapLine(
        describeFailure(error, target),
        (reason) =>
          `⚠ Die Sicherung Ihrer Inhalte am Server ist nicht gelungen: ${reason.replace(/\.$/, '')}. ${retry}`,
      ),
    );
    return false;
  }
}
