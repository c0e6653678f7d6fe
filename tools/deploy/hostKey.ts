import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { Client } from 'basic-ftp';
import ssh2 from 'ssh2';
import { isMap, isScalar } from 'yaml';
import { dataFiles } from '#model/collections.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { readYamlFile } from '#model/load/yamlFile.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';
import { DeployError } from './errors.ts';
import type { DeployReporter } from './reporter.ts';
import { deploySection, type Said, said } from './said.ts';
import type { Target } from './target.ts';

/**
 * The SFTP server's key, pinned on first use: the first deploy to a server shows its key and asks
 * before any password or key is sent; once confirmed, the key is stored as deploy.hostKey and every
 * later deploy talks only to a server with exactly this key. An FTPS server's certificate is pinned
 * the same way (its SHA-256 in the same form and field), on top of Node's own check of the
 * certificate's chain and name.
 */

const settingsFile = dataFiles.settings.file;

/** The server key's fingerprint as OpenSSH shows it: SHA256:<base64 without padding>. */
export const fingerprint = (key: Buffer): string =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** Whether the key the server showed is the stored one (stored with or without the trailing =). */
export const sameHostKey = (stored: string, seen: string): boolean => stored.replace(/=$/, '') === seen;

/**
 * Connects only to learn the server's key, then hangs up: no user name is authenticated, no
 * password or key is passed to the connection at all, so nothing of the owner's reaches the server.
 */
export function probeHostKey(target: Target): Promise<string> {
  const client = new ssh2.Client();
  let seen = '';
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      client.end();
      if (seen) resolve(seen);
      else reject(error ?? new Error('closed connection'));
    };
    client.on('error', done);
    client.on('close', () => done());
    client.connect({
      host: target.host,
      port: target.port,
      username: target.user,
      readyTimeout: 20_000,
      hostVerifier: (key: Buffer) => {
        seen = fingerprint(key);
        return false;
      },
    });
  });
}

/**
 * The TLS check of an FTPS connection (tls.connect's `checkServerIdentity`, which basic-ftp passes
 * on as `secureOptions`): Node's own check of the name first, then `pinned` says whether the
 * certificate's fingerprint is the one wanted; `seen` hears the fingerprint. It runs during the
 * handshake, before the login, so a refused server never sees the password.
 */
export const certificateCheck =
  (pinned: (seen: string) => boolean, seen: (print: string) => void) =>
  (host: string, certificate: tls.PeerCertificate): Error | undefined => {
    const wrongName = tls.checkServerIdentity(host, certificate);
    if (wrongName) return wrongName;
    const print = fingerprint(certificate.raw);
    seen(print);
    return pinned(print) ? undefined : new Error('certificate not confirmed');
  };

/** Connects to an FTPS server only to learn its certificate, then hangs up before any login. */
async function probeCertificate(target: Target): Promise<string> {
  const client = new Client(20_000);
  let seen = '';
  try {
    await client.access({
      host: target.host,
      port: target.port,
      secure: true,
      secureOptions: {
        checkServerIdentity: certificateCheck(
          () => false,
          (print) => {
            seen = print;
          },
        ),
      },
    });
  } catch (error) {
    if (!seen) throw error;
  } finally {
    client.close();
  }
  return seen;
}

/** The German warning when the server shows another key than the stored one (terminal, publish page). */
export function otherKeyMessage(target: Target, seen: string): Said {
  const owner = `Der Server ${target.host}:${target.port} meldet sich mit einem anderen Schlüssel als dem, den Sie bestätigt haben – bestätigt: ${target.hostKey}, gemeldet: ${seen}. Das kann ein fremder Server sein, der sich als Ihrer ausgibt, oder Ihr Anbieter hat den Schlüssel erneuert: beim Anbieter nachfragen. Nur wenn er den neuen Schlüssel bestätigt, unter ${deploySection} den „Server“ kurz ändern, speichern, zurückstellen und speichern: dann fragt das nächste Veröffentlichen nach dem neuen Schlüssel. Nichts wurde gesendet, hochgeladen oder gelöscht.`;
  return said(
    `Der Server ${target.host}:${target.port} meldet sich mit einem anderen Schlüssel als dem gespeicherten – gespeichert (deploy.hostKey): ${target.hostKey}, gemeldet: ${seen}. Das kann ein fremder Server sein, der sich als Ihrer ausgibt, oder Ihr Anbieter hat den Schlüssel erneuert: beim Anbieter nachfragen. Nur wenn er den neuen Schlüssel bestätigt, ihn als deploy.hostKey in ${settingsFile} eintragen. Nichts wurde gesendet, hochgeladen oder gelöscht.`,
    owner,
  );
}

/** Writes the key into deploy.hostKey of the settings file, its comments and template-value marks kept. */
export function storeHostKey(root: string, key: string): void {
  const { document } = readYamlFile(root, settingsFile);
  const current = document.toJS() as { deploy?: Record<string, unknown> | null };
  if (!current.deploy)
    throw new DeployError({
      file: settingsFile,
      text: 'deploy fehlt – der Schlüssel des Servers kann nicht gespeichert werden.',
    });
  const isNew = !('hostKey' in current.deploy);
  mergeIntoDocument(document, { ...current, deploy: { ...current.deploy, hostKey: key } });
  const group = document.get('deploy', true);
  const pair = isMap(group)
    ? group.items.find((item) => isScalar(item.key) && item.key.value === 'hostKey')
    : undefined;
  if (isNew && pair && isScalar(pair.key))
    pair.key.commentBefore =
      ' Der Schlüssel des Servers: beim ersten Hochladen von Ihnen bestätigt. Meldet sich der Server\n anders, bricht das Veröffentlichen ab, ohne etwas zu senden.';
  const text = document.toString({ lineWidth: 0 });
  // The build's own check, on the text that would be written.
  parseDataFile(settingsFile, text, dataFiles.settings.schema);
  writeFileSync(path.join(root, settingsFile), text);
}

/**
 * The server's key as the owner confirms it now, without storing it anywhere: shown first, then
 * asked (`reporter.askHostKey`); nothing of the owner's is sent before the yes. `undefined` when the
 * owner said no or nobody could be asked; the reason is already reported. The deploy stores the key
 * (`confirmedHostKey`); a restore does not (the restored settings bring their own).
 */
export async function askedHostKey(
  target: Target,
  reporter: Pick<DeployReporter, 'line' | 'askHostKey'>,
  trustOnce = false,
): Promise<string | undefined> {
  const seen = target.protocol === 'ftps' ? await probeCertificate(target) : await probeHostKey(target);
  const server = `${target.host}:${target.port}`;
  reporter.line(
    `Erste Verbindung zu diesem Server: ${server} meldet sich mit dem ${target.protocol === 'ftps' ? 'Zertifikat' : 'Schlüssel'}`,
  );
  reporter.line(`  ${seen}`);
  if (trustOnce) {
    reporter.line('⚠ --yes: diesem Schlüssel wird ohne Rückfrage vertraut.');
    return seen;
  }
  if (!reporter.askHostKey) {
    reporter.line(
      `✗ Der Server ist noch nicht bestätigt (kein deploy.hostKey in ${settingsFile}), und hier kann niemand gefragt werden (kein Terminal). Einmal im Terminal npm run deploy ausführen oder im Editor veröffentlichen und den Schlüssel bestätigen – oder npm run deploy -- --yes, um ihm dieses eine Mal zu vertrauen (der Schlüssel wird dann gespeichert). Nichts wurde gesendet, hochgeladen oder gelöscht.`,
    );
    return undefined;
  }
  reporter.line(
    'Vergleichen Sie ihn mit dem Schlüssel, den Ihr Hosting-Anbieter nennt (Kundenbereich oder Support): nur wenn beide gleich sind, ist es wirklich Ihr Server.',
  );
  if (!(await reporter.askHostKey({ server, fingerprint: seen }))) {
    reporter.line('Abgebrochen: Dem Server wurde nicht vertraut. Nichts wurde gesendet – weder Passwort noch Dateien.');
    return undefined;
  }
  return seen;
}

/**
 * The key the upload may use: the stored one, or the one the owner confirms now (then stored).
 * `undefined` when the owner said no or nobody could be asked; the reason is already reported.
 */
export async function confirmedHostKey(
  root: string,
  target: Target,
  reporter: DeployReporter,
  trustOnce: boolean,
): Promise<string | undefined> {
  if (target.hostKey) return target.hostKey;
  const seen = await askedHostKey(target, reporter, trustOnce);
  if (!seen) return undefined;
  storeHostKey(root, seen);
  reporter.line(
    said(
      `✓ Schlüssel als deploy.hostKey in ${settingsFile} gespeichert: künftig lädt npm run deploy nur zu genau diesem Server hoch.`,
      '✓ Schlüssel des Servers gespeichert: künftig wird nur zu genau diesem Server hochgeladen.',
    ),
  );
  return seen;
}
