import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { connectTo, requestAs } from './checkHost.ts';
import { deployCertificate, type SftpServer, startFtps, startSftp } from './deployServers.ts';
import { startFormService } from './formService.ts';
import { ownerEnv } from './projectCopy.ts';

// What the tests of `npm run deploy` (deploy.spec.ts) and of the copy every publish leaves on the
// server (backup.spec.ts) set up alike: the site's names, the servers on 127.0.0.1 (SFTP, FTPS and
// the form service the host check reaches), the deploy group they write into the settings, and the
// owner's commands run as the owner runs them, with the host check pointed at the test's web server.

export const siteUrl = 'https://www.berger-strategie.at';
export const siteNames = ['www.berger-strategie.at', 'berger-strategie.at'];
/** The settings' form service (formEndpoint https://formspree.io/f/xberger1): a stand-in, which the host check reaches under that name. */
export const formHost = 'formspree.io';
/** The settings with every value the owner's own, and `deploy: null`. */
export { completeSettings } from './settingsProject.ts';

export type Protocol = 'sftp' | 'ftps';

/** The ports of one spec, `offset` above DEPLOY_TEST_PORT (each spec its own range of 20). */
export function publishPorts(offset: number) {
  const base = Number(process.env.DEPLOY_TEST_PORT ?? 4460) + offset;
  return {
    base,
    sshd: base,
    ftpd: base + 1,
    sftpWeb: [base + 2, base + 3],
    ftpsWeb: [base + 4, base + 5],
    forms: base + 6,
    /** Free for a spec's own use (deploy.spec.ts: the relays it can cut). */
    spare: [base + 7, base + 8],
    passive: [base + 10, base + 19],
  } as const;
}
export type PublishPorts = ReturnType<typeof publishPorts>;

/** The settings' deploy group for a server, as the owner writes it. */
export function deployGroup(target: {
  protocol: Protocol | 'ftp';
  port: number;
  user: string;
  folder: string;
  hostKey?: string;
}): string {
  const key = target.protocol !== 'ftp' && target.hostKey ? `\n  hostKey: ${target.hostKey}` : '';
  return `deploy:\n  protocol: ${target.protocol}\n  host: 127.0.0.1\n  port: ${target.port}\n  user: ${target.user}\n  folder: ${target.folder}${key}`;
}

/** The FTPS server's certificate as the owner confirms it (deploy.hostKey): its SHA-256 as the deploy shows it. */
export const certificatePin = (certFile: string): string =>
  `SHA256:${createHash('sha256')
    .update(new X509Certificate(readFileSync(certFile)).raw)
    .digest('base64')
    .replace(/=+$/, '')}`;

/** The settings `text` with its deploy group (null or a group) replaced by `group`. */
export const withDeployGroup = (text: string, group: string): string =>
  text.replace(/^deploy:(?: null\n?|\n(?: {2}.*\n?)*)/m, `${group}\n`);

export interface PublishServers {
  certificate: Awaited<ReturnType<typeof deployCertificate>>;
  sftp: SftpServer;
  stops: (() => Promise<void>)[];
}

/** The form service, sshd (a passphrase-protected user key) and pure-ftpd (a password) on 127.0.0.1. */
export async function startPublishServers(options: {
  work: string;
  ports: PublishPorts;
  /** pure-ftpd's login folder. */
  ftpsHome: string;
  passphrase: string;
  password: string;
}): Promise<PublishServers> {
  const { work, ports } = options;
  const stops: (() => Promise<void>)[] = [];
  const certificate = await deployCertificate(work, [...siteNames, formHost]);
  const forms = await startFormService({ port: ports.forms, certificate, siteOrigin: siteUrl, forms: ['/f/xberger1'] });
  stops.push(forms.stop);
  const sftp = await startSftp(path.join(work, 'sshd'), ports.sshd, options.passphrase);
  stops.push(sftp.stop);
  const ftps = await startFtps(
    path.join(work, 'pure-ftpd'),
    options.ftpsHome,
    ports.ftpd,
    [...ports.passive],
    options.password,
    certificate.bothFile,
  );
  stops.push(ftps.stop);
  return { certificate, sftp, stops };
}

/** What a terminal shows, as lines: colours and cursor moves left out, a rewritten line shown as it ends. */
const screen = (raw: string) =>
  stripVTControlCharacters(raw)
    .split('\n')
    .map((line) => line.split('\r').filter(Boolean).at(-1) ?? '')
    .join('\n');

export interface OwnerRun {
  code: number | null;
  output: string;
  lines: string[];
  seconds: number;
}

/**
 * Runs `npm run <args>` in `project` as the owner does (stdout and stderr together), the host check
 * pointed at the web server on `web` (https, http) and the form service, trusting the test's certificate.
 * `input`: typed line by line. `answer`: in a terminal (util-linux `script` gives it one), the answer
 * to the first „(j/n)“ question. `whileRunning` runs while the command does.
 */
export async function runOwnerCommand(
  project: string,
  args: string[],
  options: {
    web: readonly [number, number];
    forms: number;
    certFile: string;
    env?: Record<string, string>;
    input?: string;
    answer?: 'j' | 'n';
    whileRunning?: () => Promise<void>;
  },
): Promise<OwnerRun> {
  const { answer } = options;
  const inherited = Object.fromEntries(
    Object.entries(ownerEnv()).filter(
      ([key]) => !key.startsWith('DEPLOY_') && !['CHECK_HOST_CONNECT_TO', 'NODE_EXTRA_CA_CERTS', 'CI'].includes(key),
    ),
  );
  const command = ['npm', 'run', '--silent', ...args];
  const started = performance.now();
  const child = spawn(
    answer ? 'script' : 'npm',
    answer ? ['-qefc', command.join(' '), '/dev/null'] : command.slice(1),
    {
      cwd: project,
      env: {
        ...inherited,
        CHECK_HOST_CONNECT_TO: `${connectTo(siteNames, options.web[0], options.web[1])},${formHost}:443:127.0.0.1:${options.forms}`,
        NODE_EXTRA_CA_CERTS: options.certFile,
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  if (!answer) child.stdin.end(options.input ?? '');
  let output = '';
  let answered = false;
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    if (answer && !answered && output.includes('(j/n) ')) {
      answered = true;
      child.stdin.write(`${answer}\n`);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  if (options.whileRunning) await options.whileRunning();
  const code = await closed;
  if (answer) output = screen(output);
  return { code, output, lines: output.split('\n').filter(Boolean), seconds: (performance.now() - started) / 1000 };
}

/** The status of a raw request path (not normalised) on the site's HTTPS server on 127.0.0.1:`port`. */
export async function httpsStatus(port: number, rawPath: string, certFile: string): Promise<number> {
  return (await requestAs(port, siteNames[0] ?? '', rawPath, { ca: readFileSync(certFile, 'utf8') })).status;
}
