import { createHash } from 'node:crypto';
import ssh2 from 'ssh2';

// A stranger's SSH server for the tests of where the password goes: it shows its own key, writes
// down every password a client tries and lets nobody in. Made with ssh2's documented Server, the
// library the deploy's SFTP client is built on.

export interface LoggingSshServer {
  port: number;
  /** Its key's fingerprint as the deploy shows it (SHA256:…). */
  fingerprint: string;
  /** Every password tried, in order. */
  passwords: string[];
  /** How many connections got as far as a login attempt of any kind. */
  attempts: () => number;
  stop: () => Promise<void>;
}

export async function startLoggingSsh(port: number): Promise<LoggingSshServer> {
  const { private: hostKey, public: publicKey } = ssh2.utils.generateKeyPairSync('ed25519');
  const parsed = ssh2.utils.parseKey(publicKey);
  if (parsed instanceof Error) throw parsed;
  const fingerprint = `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
  const passwords: string[] = [];
  let attempts = 0;
  const server = new ssh2.Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (context) => {
      attempts++;
      if (context.method === 'password') passwords.push(context.password);
      context.reject(['password', 'publickey']);
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    fingerprint,
    passwords,
    attempts: () => attempts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
