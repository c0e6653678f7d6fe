import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import { DeployError } from './errors.ts';
import { certificateCheck, otherKeyMessage, sameHostKey } from './hostKey.ts';
import { type Remote, temporaryName } from './remote.ts';
import type { Target } from './target.ts';

const missing = (error: unknown) => error instanceof FTPError && error.code >= 550 && error.code <= 553;

/**
 * Connects over FTPS (explicit TLS, the certificate's chain and name checked, and its fingerprint
 * the confirmed one, `pin`, hostKey.ts) or, only when allowed, plain FTP (basic-ftp). The
 * certificate is checked during the handshake, before the login sends the password.
 */
export async function openFtp(target: Target, pin?: string): Promise<Remote> {
  const client = new Client(30_000);
  let seen = '';
  const pinned = (print: string) => pin !== undefined && sameHostKey(pin, print);
  try {
    await client.access({
      host: target.host,
      port: target.port,
      user: target.user,
      password: target.password ?? '',
      secure: target.protocol === 'ftps',
      ...(target.protocol === 'ftps'
        ? {
            secureOptions: {
              checkServerIdentity: certificateCheck(pinned, (print) => {
                seen = print;
              }),
            },
          }
        : {}),
    });
  } catch (error) {
    // An open control connection would keep the process running.
    client.close();
    if (pin && seen && !pinned(seen))
      throw new DeployError(otherKeyMessage({ ...target, hostKey: pin }, seen), 'otherKey');
    throw error;
  }
  const home = (await client.pwd()) || '/';
  return ftpRemote(client, target, home, path.posix.resolve(home, target.folder));
}

/** The remote for one folder of an open connection. */
function ftpRemote(client: Client, target: Target, home: string, root: string): Remote {
  const at = (file: string) => path.posix.join(root, file);
  const folders = new Set<string>();

  async function ensureFolder(folder: string) {
    if (folders.has(folder)) return;
    await client.ensureDir(folder);
    folders.add(folder);
  }

  return {
    address: `${target.protocol}://${target.user}@${target.host}:${target.port}${root}`,
    root,
    home,
    within: (folder) => ftpRemote(client, target, home, folder),
    async read(file) {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await client.downloadTo(sink, at(file));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      return Buffer.concat(chunks);
    },
    async write(file, content) {
      const destination = at(file);
      const temporary = at(temporaryName(file));
      await ensureFolder(path.posix.dirname(destination));
      await client.uploadFrom(Readable.from([typeof content === 'string' ? Buffer.from(content) : content]), temporary);
      try {
        await client.rename(temporary, destination);
      } catch (error) {
        // Some servers refuse to rename onto an existing file.
        if (!(error instanceof FTPError)) throw error;
        await client.remove(destination, true);
        await client.rename(temporary, destination);
      }
    },
    async remove(file) {
      try {
        await client.remove(at(file));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    async removeEmptyFolder(folder) {
      try {
        await client.send(`RMD ${at(folder)}`);
      } catch (error) {
        if (!(error instanceof FTPError)) throw error;
      }
    },
    async close() {
      client.close();
    },
  };
}
