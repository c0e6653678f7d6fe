import { DeployError } from '../deploy/errors';
import { openFtp } from '../deploy/ftp';
import { probeHostKey } from '../deploy/hostKey';
import type { Remote } from '../deploy/remote';
import { openSftp } from '../deploy/sftp';
import type { Target } from '../deploy/target';
import type { Questions } from './questions';

/**
 * Opens the connection as the deploy does: SFTP only to a server whose key is the stored one or the
 * one the owner confirms now (asked before any password or key is sent); FTPS checks the certificate.
 * The confirmed key is not written anywhere: the restored settings bring their own.
 */
export async function connect(target: Target, questions: Questions): Promise<Remote | undefined> {
  if (target.protocol !== 'sftp') return openFtp(target);
  let key = target.hostKey;
  if (!key) {
    const seen = await probeHostKey(target);
    const server = `${target.host}:${target.port}`;
    console.log(`Erste Verbindung zu diesem Server: ${server} meldet sich mit dem Schlüssel`);
    console.log(`  ${seen}`);
    console.log(
      'Vergleichen Sie ihn mit dem Schlüssel, den Ihr Hosting-Anbieter nennt (Kundenbereich oder Support): nur wenn beide gleich sind, ist es wirklich Ihr Server.',
    );
    if (!(await questions.yes(`Diesem Server (${server}) vertrauen?`))) {
      console.log('Abgebrochen: Dem Server wurde nicht vertraut. Nichts wurde gesendet oder geschrieben.');
      return undefined;
    }
    key = seen;
  }
  if (!key) throw new DeployError('Der Server hat keinen Schlüssel genannt.');
  return openSftp(target, key);
}
