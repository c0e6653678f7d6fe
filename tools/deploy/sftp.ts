import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { DeployError } from './errors.ts';
import { fingerprint, otherKeyMessage, sameHostKey } from './hostKey.ts';
import { type Remote, temporaryName } from './remote.ts';
import type { Target } from './target.ts';

const ignore = () => undefined;

/**
 * Connects over SFTP (ssh2-sftp-client), only to a server with the confirmed key (`hostKey`,
 * hostKey.ts): the key is checked before the login, so a server with another key never sees the
 * password or the user key.
 */
export async function openSftp(target: Target, hostKey: string): Promise<Remote> {
  let seen = '';
  // Without these, the library prints its own English lines when the connection ends.
  const client = new SftpClient('deploy', { error: ignore, end: ignore, close: ignore });
  const connecting = client.connect({
    host: target.host,
    port: target.port,
    username: target.user,
    ...(target.privateKey
      ? { privateKey: target.privateKey, passphrase: target.passphrase }
      : { password: target.password }),
    readyTimeout: 20_000,
    keepaliveInterval: 10_000,
    keepaliveCountMax: 3,
    tryKeyboard: false,
    hostVerifier: (key: Buffer) => {
      seen = fingerprint(key);
      return sameHostKey(hostKey, seen);
    },
  });
  await connecting.catch(async (error: unknown) => {
    await client.end().catch(ignore);
    if (seen && !sameHostKey(hostKey, seen))
      throw new DeployError(otherKeyMessage({ ...target, hostKey }, seen), 'otherKey');
    throw error;
  });
  const home = (await client.realPath('.')) || '/';
  return sftpRemote(client, target, home, path.posix.resolve(home, target.folder));
}

/** The remote for one folder of an open connection. */
function sftpRemote(client: SftpClient, target: Target, home: string, root: string): Remote {
  const at = (file: string) => path.posix.join(root, file);
  const folders = new Set<string>();

  async function ensureFolder(folder: string) {
    if (folders.has(folder)) return;
    if (!(await client.exists(folder))) await client.mkdir(folder, true);
    folders.add(folder);
  }

  return {
    address: `sftp://${target.user}@${target.host}:${target.port}${root}`,
    root,
    home,
    within: (folder) => sftpRemote(client, target, home, folder),
    async read(file) {
      if ((await client.exists(at(file))) !== '-') return undefined;
      const content = await client.get(at(file));
      return Buffer.isBuffer(content) ? content : Buffer.from(String(content));
    },
    async write(file, content) {
      const destination = at(file);
      const temporary = at(temporaryName(file));
      await ensureFolder(path.posix.dirname(destination));
      // Readable for the web server, writable only for the owner (the library's default is 0666).
      await client.put(typeof content === 'string' ? Buffer.from(content) : content, temporary, {
        writeStreamOptions: { mode: 0o644 },
      });
      try {
        // OpenSSH's rename that replaces the target in one step.
        await client.posixRename(temporary, destination);
      } catch {
        // A server without that extension: plain SFTP rename refuses to overwrite.
        await client.delete(destination, true);
        await client.rename(temporary, destination);
      }
    },
    async remove(file) {
      await client.delete(at(file), true);
    },
    async removeEmptyFolder(folder) {
      await client.rmdir(at(folder), false).catch(ignore);
    },
    async close() {
      await client.end().catch(ignore);
    },
  };
}
