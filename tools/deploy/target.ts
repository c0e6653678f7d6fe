import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { loadDataFile } from '#model/load/dataFile.ts';
import { OwnerError, problemLine } from '#model/load/ownerError.ts';
import type { Settings } from '#model/schemas/settings.ts';
import { readEnvFile, secretsFrom } from './envFile.ts';

export type Protocol = NonNullable<Settings['deploy']>['protocol'];

/** Where and how to upload: the settings' deploy group with the secrets from outside the repository. */
export interface Target {
  protocol: Protocol;
  host: string;
  port: number;
  user: string;
  folder: string;
  /** Where the copies of the owner's work go (deploy.backupFolder); by default beside `folder` (backup/where.ts). */
  backupFolder?: string;
  /** SFTP: the server key's fingerprint (SHA256:…) the owner confirmed, if any. */
  hostKey?: string;
  password?: string;
  privateKey?: Buffer;
  passphrase?: string;
  /** The site's address, for the host check after the upload. */
  siteUrl: string;
}

/** The secret values, so that no output ever shows them. */
export const secretsOf = (target: Target): string[] =>
  [target.password, target.passphrase].filter((value): value is string => Boolean(value));

const settingsFile = 'content/settings/site.yaml';
export const defaultPorts: Record<Protocol, number> = { sftp: 22, ftps: 21, ftp: 21 };

/** The server of a deploy group as the connection needs it: the protocol's port where none is set, no secret. */
export const serverOf = (deploy: NonNullable<Settings['deploy']>): Omit<Target, 'siteUrl'> => ({
  protocol: deploy.protocol,
  host: deploy.host,
  port: deploy.port ?? defaultPorts[deploy.protocol],
  user: deploy.user,
  folder: deploy.folder,
  ...(deploy.backupFolder ? { backupFolder: deploy.backupFolder } : {}),
  ...(deploy.hostKey ? { hostKey: deploy.hostKey } : {}),
});

/** The target, or one German line per problem (settings, .env.deploy, environment variables). */
export function readTarget(
  root: string,
  env: NodeJS.ProcessEnv,
  allowFtp: boolean,
): { target?: Target; problems: string[]; warnings: string[] } {
  let settings: Settings;
  try {
    settings = loadDataFile('settings', root).data;
  } catch (error) {
    if (error instanceof OwnerError) return { problems: [...error.lines], warnings: [] };
    throw error;
  }
  const deploy = settings.deploy;
  if (!deploy) {
    return {
      problems: [
        problemLine({
          file: settingsFile,
          field: 'deploy (Veröffentlichen)',
          text: 'fehlt – erlaubt: eine Gruppe mit protocol (sftp, ftps oder ftp), host, user und folder aus den Zugangsdaten Ihres Hosting-Anbieters, siehe das Beispiel in der Datei und ANLEITUNG.md, „Veröffentlichen“',
        }),
      ],
      warnings: [],
    };
  }
  const warnings: string[] = [];
  const problems: string[] = [];
  if (deploy.protocol === 'ftp') {
    if (!allowFtp)
      problems.push(
        problemLine({
          file: settingsFile,
          field: 'deploy.protocol (Protokoll)',
          text: '„ftp“ überträgt Passwort und Dateien unverschlüsselt – erlaubt: sftp oder ftps; nur wenn Ihr Anbieter keines davon kann: npm run deploy -- --allow-ftp',
        }),
      );
    else
      warnings.push(
        'Achtung: ftp überträgt Ihr Passwort und alle Dateien unverschlüsselt; wer mitliest, kann Ihre Website ändern. Fragen Sie Ihren Anbieter nach sftp oder ftps.',
      );
  }

  const envFile = readEnvFile(path.join(root, '.env.deploy'));
  problems.push(...envFile.problems);
  const secrets = secretsFrom(envFile, env);
  const where = 'in .env.deploy (Vorlage: .env.deploy.example) oder als Umgebungsvariable';
  let privateKey: Buffer | undefined;
  if (deploy.protocol === 'sftp' && secrets.DEPLOY_SSH_KEY) {
    const keyFile = path.resolve(root, secrets.DEPLOY_SSH_KEY.replace(/^~(?=\/|$)/, homedir()));
    try {
      privateKey = readFileSync(keyFile);
    } catch {
      problems.push(
        `DEPLOY_SSH_KEY: die Datei „${keyFile}“ lässt sich nicht lesen – erlaubt: der Pfad Ihres privaten SSH-Schlüssels, z. B. /home/anna/.ssh/id_ed25519`,
      );
    }
    if (privateKey) {
      const parsed = ssh2.utils.parseKey(privateKey, secrets.DEPLOY_SSH_KEY_PASSPHRASE);
      if (parsed instanceof Error) {
        const encrypted = /encrypted|passphrase|decrypt|integrity|bad/i.test(parsed.message);
        problems.push(
          encrypted
            ? `DEPLOY_SSH_KEY_PASSPHRASE: ${secrets.DEPLOY_SSH_KEY_PASSPHRASE ? 'passt nicht zum Schlüssel' : 'fehlt'} – erlaubt: die Passphrase, mit der der Schlüssel „${keyFile}“ geschützt ist, ${where}`
            : `DEPLOY_SSH_KEY: „${keyFile}“ ist kein privater SSH-Schlüssel, den npm run deploy lesen kann – erlaubt: ein privater Schlüssel im OpenSSH- oder PEM-Format (nicht die Datei .pub)`,
        );
      }
    }
  } else if (!secrets.DEPLOY_PASSWORD) {
    problems.push(
      deploy.protocol === 'sftp'
        ? `DEPLOY_PASSWORD: fehlt – erlaubt: das SFTP-Passwort aus den Zugangsdaten Ihres Hosting-Anbieters (oder DEPLOY_SSH_KEY: der Pfad Ihres SSH-Schlüssels), ${where}`
        : `DEPLOY_PASSWORD: fehlt – erlaubt: das FTP-Passwort aus den Zugangsdaten Ihres Hosting-Anbieters, ${where}`,
    );
  }
  if (problems.length > 0) return { problems, warnings };
  return {
    problems,
    warnings,
    target: {
      ...serverOf(deploy),
      ...(privateKey ? { privateKey } : { password: secrets.DEPLOY_PASSWORD }),
      ...(privateKey && secrets.DEPLOY_SSH_KEY_PASSPHRASE ? { passphrase: secrets.DEPLOY_SSH_KEY_PASSPHRASE } : {}),
      siteUrl: (env.PUBLIC_ENV__SITE_URL?.trim() || settings.url).replace(/\/+$/, ''),
    },
  };
}
