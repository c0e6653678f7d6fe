import { readCopyList } from '../deploy/backup/copyList.ts';
import type { CopySummary } from '../deploy/backup/copyManifest.ts';
import { backupFolder } from '../deploy/backup/where.ts';
import { DeployError } from '../deploy/errors.ts';
import { openFtp } from '../deploy/ftp.ts';
import { askedHostKey } from '../deploy/hostKey.ts';
import type { Remote } from '../deploy/remote.ts';
import type { DeployReporter } from '../deploy/reporter.ts';
import { openSftp } from '../deploy/sftp.ts';
import type { Target } from '../deploy/target.ts';

/** Where a restore tells what it does and asks about the server's key: the terminal or the editor's page. */
export type RestoreReporter = Pick<DeployReporter, 'line' | 'askHostKey'>;

/**
 * Opens the connection as the deploy does: SFTP only to a server whose key is the stored one or the
 * one the owner confirms now (deploy/hostKey.ts, asked before any password or key is sent); FTPS
 * the same with the server's certificate. The confirmed key is not written anywhere: a restore brings none (restoredTarget.ts), the next publish asks again.
 */
export async function connect(target: Target, reporter: RestoreReporter): Promise<Remote | undefined> {
  if (target.protocol === 'ftp') return openFtp(target);
  const key = target.hostKey ?? (await askedHostKey(target, reporter));
  if (!key) return undefined;
  return target.protocol === 'sftp' ? openSftp(target, key) : openFtp(target, key);
}

/** The open connection, the backup folder in it and the copies it keeps (newest first, maybe none). */
export interface OpenBackup {
  remote: Remote;
  backup: Remote;
  copies: CopySummary[];
}

/**
 * Connects and reads the list of kept copies. `undefined` when the owner did not trust the server
 * (reported); a DeployError (one German line) when there is no backup folder; the caller closes `remote`.
 */
export async function openBackup(target: Target, reporter: RestoreReporter): Promise<OpenBackup | undefined> {
  const remote = await connect(target, reporter);
  if (!remote) return undefined;
  try {
    const folder = backupFolder(remote.home, remote.root, target.backupFolder);
    if (typeof folder !== 'string') throw new DeployError(folder.refused, 'noBackupFolder');
    const backup = remote.within(folder);
    return { remote, backup, copies: (await readCopyList(backup)) ?? [] };
  } catch (error) {
    await remote.close();
    throw error;
  }
}
