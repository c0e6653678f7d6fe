import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { loadDataFile } from '#model/load/dataFile.ts';
import { deployProtocols } from '#model/schemas/settings.ts';
import { readEnvFile, secretsFrom } from '../deploy/envFile.ts';
import { defaultPorts, type Protocol, serverOf, type Target } from '../deploy/target.ts';
import type { Questions } from './questions.ts';

/** The server without a secret, as the settings' deploy group names it or as the owner typed it. */
export type Server = Omit<Target, 'siteUrl'>;

/** The deploy group of this project's settings, if it has a readable one (a fresh copy has none). */
export function settingsServer(root: string): Server | undefined {
  try {
    const deploy = loadDataFile('settings', root).data.deploy;
    return deploy ? serverOf(deploy) : undefined;
  } catch {
    return undefined;
  }
}

/** What each typed part of the server may be (the terminal's questions and the editor's form alike). */
export const serverRules = {
  host: (value: string) => /^[A-Za-z0-9.-]+$/.test(value),
  port: (value: string) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
  user: (value: string) => value !== '',
  folder: (value: string) => value !== '' && !value.split('/').includes('..'),
  backupFolder: (value: string) => !value.split('/').includes('..'),
};

/** Asks until the answer is allowed; `undefined` when the input ends. */
async function askFor(
  questions: Questions,
  prompt: string,
  allowed: (answer: string) => boolean,
  fallback?: string,
): Promise<string | undefined> {
  for (;;) {
    const answer = await questions.ask(prompt);
    if (answer === undefined) return undefined;
    const value = answer === '' && fallback !== undefined ? fallback : answer;
    if (allowed(value)) return value;
    process.stdout.write('  Das passt nicht – bitte noch einmal.\n');
  }
}

/** The server's data asked in the terminal, as in the access data of the hosting provider. */
async function askedTarget(questions: Questions, allowFtp: boolean): Promise<Server | undefined> {
  console.log('Die Zugangsdaten Ihres Hosting-Anbieters (wie beim Veröffentlichen):');
  const protocols = deployProtocols.filter((protocol) => allowFtp || protocol !== 'ftp');
  const protocol = (await askFor(
    questions,
    `  Protokoll (${protocols.join(' oder ')}) [sftp]: `,
    (a) => (protocols as string[]).includes(a),
    'sftp',
  )) as Protocol | undefined;
  if (!protocol) return undefined;
  const host = await askFor(questions, '  Server, ohne sftp:// (z. B. ssh.meine-domain.at): ', serverRules.host);
  if (!host) return undefined;
  const portText = await askFor(
    questions,
    `  Port [${defaultPorts[protocol]}]: `,
    serverRules.port,
    String(defaultPorts[protocol]),
  );
  const user = portText && (await askFor(questions, '  Benutzername: ', serverRules.user));
  const folder =
    user &&
    (await askFor(questions, '  Ordner der Website am Server (z. B. /html oder httpdocs): ', serverRules.folder));
  if (!portText || !user || !folder) return undefined;
  const backupFolder = await questions.ask(
    '  Ordner der Sicherung (Enter: website-sicherung neben dem Ordner der Website): ',
  );
  if (backupFolder === undefined) return undefined;
  return { protocol, host, port: Number(portText), user, folder, ...(backupFolder ? { backupFolder } : {}) };
}

/**
 * The server with the password or key from the environment or .env.deploy, as for the deploy;
 * `undefined` when neither holds one (then it is asked), `refused` when the key file cannot be read.
 */
export function withSecrets(
  root: string,
  server: Server,
  env: NodeJS.ProcessEnv,
): Target | { refused: string } | undefined {
  const secrets = secretsFrom(readEnvFile(path.join(root, '.env.deploy')), env);
  if (server.protocol === 'sftp' && secrets.DEPLOY_SSH_KEY) {
    const keyFile = path.resolve(root, secrets.DEPLOY_SSH_KEY.replace(/^~(?=\/|$)/, homedir()));
    try {
      const privateKey = readFileSync(keyFile);
      const passphrase = secrets.DEPLOY_SSH_KEY_PASSPHRASE;
      return { ...server, privateKey, ...(passphrase ? { passphrase } : {}), siteUrl: '' };
    } catch {
      return {
        refused: `DEPLOY_SSH_KEY: die Datei „${keyFile}“ lässt sich nicht lesen – erlaubt: der Pfad Ihres privaten SSH-Schlüssels`,
      };
    }
  }
  return secrets.DEPLOY_PASSWORD ? { ...server, password: secrets.DEPLOY_PASSWORD, siteUrl: '' } : undefined;
}

/**
 * Where the copies are: the deploy group of the settings if the project has one, otherwise asked;
 * the password or key from the environment or .env.deploy as for the deploy (a stored password only
 * for the settings' server), otherwise asked (not shown while typed). `undefined` when the input ended or a key file cannot be read (reported).
 */
export async function restoreTarget(
  root: string,
  env: NodeJS.ProcessEnv,
  questions: Questions,
  allowFtp: boolean,
): Promise<Target | undefined> {
  const saved = settingsServer(root);
  const server = saved ?? (await askedTarget(questions, allowFtp));
  if (!server) return undefined;
  const found = withSecrets(root, server, env);
  if (found && 'refused' in found) {
    console.log(`✗ ${found.refused}`);
    return undefined;
  }
  // The stored password is for the saved server only; a typed one gets the password typed now. A key
  // may sign for any server: it never leaves this computer (docs/security.md).
  if (found && (saved || found.privateKey)) return found;
  const password = await questions.ask('  Passwort (wird nicht angezeigt): ', { hidden: true });
  return password ? { ...server, password, siteUrl: '' } : undefined;
}
