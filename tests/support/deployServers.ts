import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { stopper } from './hosts.ts';

// The servers `npm run deploy` uploads to in tests/tools/deploy.spec.ts, all on 127.0.0.1: Debian's
// OpenSSH (sshd with its own configuration, host key and user key in a temp folder) and pure-ftpd
// (a virtual user in its own password database, explicit TLS with a throwaway certificate).

/** A throwaway certificate for the site's names and for 127.0.0.1 (the FTPS server). */
export async function deployCertificate(dir: string, names: string[]) {
  const { private: key, cert } = await generate([{ name: 'commonName', value: names[0] ?? 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [...names.map((value) => ({ type: 2 as const, value })), { type: 7 as const, ip: '127.0.0.1' }],
      },
    ],
  });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const bothFile = path.join(dir, 'pure-ftpd.pem');
  writeFileSync(certFile, cert);
  writeFileSync(keyFile, key);
  writeFileSync(bothFile, `${key}${cert}`, { mode: 0o600 });
  return { certFile, keyFile, bothFile };
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port` and `own()` says it is `child`:
 * a server left on the port by an earlier run (a worker killed with its servers still up) would
 * otherwise answer in its place, with another key and another folder.
 */
async function listening(port: number, child: ChildProcess, what: string, own: () => boolean = () => true) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (is port ${port} taken?)`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      setTimeout(() => socket.destroy(), 300);
    });
    if (open && own()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} does not listen on ${port}`);
}

/** A folder the web server's unprivileged workers may read. */
export function servedFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

export interface SftpServer {
  user: string;
  keyFile: string;
  /** What the server did with files, one line each (open, rename, remove), in order. */
  logFile: string;
  /** sshd's own log: each connection, and each login attempt (accepted, postponed or failed). */
  authLog: string;
  stop: () => Promise<void>;
}

/** sshd for the current user with a passphrase-protected key; password logins are allowed (and fail: no password is known). */
export async function startSftp(dir: string, port: number, passphrase: string): Promise<SftpServer> {
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file('host_key')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', passphrase, '-f', file('user_key')]);
  execFileSync('cp', [file('user_key.pub'), file('authorized_keys')]);
  // sshd insists on its privilege separation folder when started as root.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true });
  const logFile = file('sftp.log');
  const authLog = file('sshd.log');
  writeFileSync(
    file('sshd_config'),
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${file('host_key')}
PidFile ${file('sshd.pid')}
AuthorizedKeysFile ${file('authorized_keys')}
StrictModes no
PermitRootLogin yes
PasswordAuthentication yes
KbdInteractiveAuthentication no
UsePAM no
LogLevel VERBOSE
Subsystem sftp /usr/lib/openssh/sftp-server -e -l INFO 2>>${logFile}
`,
  );
  const child = spawn('/usr/sbin/sshd', ['-D', '-E', authLog, '-f', file('sshd_config')], { stdio: 'ignore' });
  // sshd's log says when it listens itself; it exits when the port is taken.
  const said = `Server listening on 127.0.0.1 port ${port}.`;
  await listening(port, child, 'sshd', () => existsSync(authLog) && readFileSync(authLog, 'utf8').includes(said));
  return { user: userInfo().username, keyFile: file('user_key'), logFile, authLog, stop: stopper(child) };
}

/** pure-ftpd with one virtual user whose home is `folder`; explicit TLS, plain FTP allowed too (for --allow-ftp). */
export async function startFtps(
  dir: string,
  folder: string,
  port: number,
  passive: [number, number],
  password: string,
  pemFile: string,
) {
  mkdirSync(dir, { recursive: true });
  const uid = process.getuid?.() === 0 ? 65534 : (process.getuid?.() ?? 1000);
  const gid = process.getuid?.() === 0 ? 65534 : (process.getgid?.() ?? 1000);
  if (process.getuid?.() === 0) chownSync(folder, uid, gid);
  const passwd = path.join(dir, 'pureftpd.passwd');
  const db = path.join(dir, 'pureftpd.pdb');
  // The user's line as `pure-pw useradd` writes it, but with a SHA-512 crypt hash: pure-pw's argon2id
  // costs about 3 s of CPU to make and again at every login (a deploy spec logs in a dozen times), and
  // the test server's hash strength is not what the tests check.
  const hash = execFileSync('openssl', ['passwd', '-6', '-stdin'], { input: password }).toString().trim();
  writeFileSync(passwd, `deploy:${hash}:${uid}:${gid}::${folder}/./::::::::::::\n`, { mode: 0o600 });
  execFileSync('pure-pw', ['mkdb', db, '-f', passwd]);
  const args = [
    '-S',
    `127.0.0.1,${port}`,
    '-l',
    `puredb:${db}`,
    '-E',
    '-H',
    '-A',
    '-Y',
    '1',
    '-2',
    pemFile,
    '-p',
    `${passive[0]}:${passive[1]}`,
    '-u',
    '1',
    '-f',
    'none',
  ];
  const child = spawn('/usr/sbin/pure-ftpd', args, { stdio: 'ignore' });
  await listening(port, child, 'pure-ftpd');
  return { user: 'deploy', stop: stopper(child) };
}

/** A TCP relay in front of a server: `cut()` drops every connection and stops answering, as a server that goes down. */
export function relay(port: number, target: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target, '127.0.0.1');
        const drop = () => {
          for (const socket of [client, upstream]) {
            socket.destroy();
            sockets.delete(socket);
          }
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop).on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  return { start, cut };
}
