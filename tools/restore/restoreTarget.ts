import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { loadDataFile } from '#model/load/dataFile';
import { deployProtocols } from '#model/schemas/settings';
import { readEnvFile, secretsFrom } from '../deploy/envFile';
import { defaultPorts, type Protocol, serverOf, type Target } from '../deploy/target';
import type { Questions } from './questions';

/** The deploy group of this project's settings, if it has a readable one (a fresh copy has none). */
function settingsTarget(root: string): Omit<Target, 'siteUrl'> | undefined {
  try {
    const deploy = loadDataFile('settings', root).data.deploy;
    return deploy ? serverOf(deploy) : undefined;
  } catch {
    return undefined;
  }
}

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
async function askedTarget(questions: Questions, allowFtp: boolean): Promise<Omit<Target, 'siteUrl'> | undefined> {
  console.log('Die Zugangsdaten Ihres Hosting-Anbieters (wie beim Veröffentlichen):');
  const protocols = deployProtocols.filter((protocol) => allowFtp || protocol !== 'ftp');
  const protocol = (await askFor(
    questions,
    `  Protokoll (${protocols.join(' oder ')}) [sftp]: `,
    (a) => (protocols as string[]).includes(a),
    'sftp',
  )) as Protocol | undefined;
  if (!protocol) return undefined;
  const host = await askFor(questions, '  Server, ohne sftp:// (z. B. ssh.meine-domain.at): ', (a) =>
    /^[A-Za-z0-9.-]+$/.test(a),
  );
  if (!host) return undefined;
  const portText = await askFor(
    questions,
    `  Port [${defaultPorts[protocol]}]: `,
    (a) => /^\d{1,5}$/.test(a) && Number(a) <= 65535,
    String(defaultPorts[protocol]),
  );
  const user = portText && (await askFor(questions, '  Benutzername: ', (a) => a !== ''));
  const folder =
    user &&
    (await askFor(
      questions,
      '  Ordner der Website am Server (z. B. /html oder httpdocs): ',
      (a) => a !== '' && !a.split('/').includes('..'),
    ));
  if (!portText || !user || !folder) return undefined;
  const backupFolder = await questions.ask(
    '  Ordner der Sicherung (Enter: website-sicherung neben dem Ordner der Website): ',
  );
  if (backupFolder === undefined) return undefined;
  return { protocol, host, port: Number(portText), user, folder, ...(backupFolder ? { backupFolder } : {}) };
}

/**
 * Where the copies are: the deploy group of the settings if the project has one, otherwise asked;
 * the password or key from the environment or .env.deploy as for the deploy, otherwise asked (not shown
 * while typed). `undefined` when the input ended or a key file cannot be read (reported).
 */
export async function restoreTarget(
  root: string,
  env: NodeJS.ProcessEnv,
  questions: Questions,
  allowFtp: boolean,
): Promise<Target | undefined> {
  const server = settingsTarget(root) ?? (await askedTarget(questions, allowFtp));
  if (!server) return undefined;
  const secrets = secretsFrom(readEnvFile(path.join(root, '.env.deploy')), env);
  if (server.protocol === 'sftp' && secrets.DEPLOY_SSH_KEY) {
    const keyFile = path.resolve(root, secrets.DEPLOY_SSH_KEY.replace(/^~(?=\/|$)/, homedir()));
    try {
      const privateKey = readFileSync(keyFile);
      const passphrase = secrets.DEPLOY_SSH_KEY_PASSPHRASE;
      return { ...server, privateKey, ...(passphrase ? { passphrase } : {}), siteUrl: '' };
    } catch {
      console.log(
        `✗ DEPLOY_SSH_KEY: die Datei „${keyFile}“ lässt sich nicht lesen – erlaubt: der Pfad Ihres privaten SSH-Schlüssels`,
      );
      return undefined;
    }
  }
  const password =
    secrets.DEPLOY_PASSWORD ?? (await questions.ask('  Passwort (wird nicht angezeigt): ', { hidden: true }));
  return password ? { ...server, password, siteUrl: '' } : undefined;
}
