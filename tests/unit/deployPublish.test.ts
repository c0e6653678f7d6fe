import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionLost, describeError, goneAfterOpen } from '#tools/deploy/errors.ts';
import { localFiles } from '#tools/deploy/localFiles.ts';
import { manifestName, parseManifest } from '#tools/deploy/manifest.ts';
import { makePlan } from '#tools/deploy/plan.ts';
import { type Progress, publish } from '#tools/deploy/publish.ts';
import type { Remote } from '#tools/deploy/remote.ts';

/** A build folder with the given files. */
function buildOf(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-publish-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A server in memory that records what it was asked to do, and can break after `failAfter` writes. */
function fakeRemote(files: Map<string, string>, failAfter = Number.POSITIVE_INFINITY) {
  const log: string[] = [];
  let writes = 0;
  const remote: Remote = {
    address: 'test://',
    root: '/html',
    home: '/',
    within: () => remote,
    read: async (file) => (files.has(file) ? Buffer.from(files.get(file) ?? '') : undefined),
    write: async (file, content) => {
      if (writes++ >= failAfter) throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
      files.set(file, content.toString());
      log.push(`write ${file}`);
    },
    remove: async (file) => {
      files.delete(file);
      log.push(`remove ${file}`);
    },
    removeEmptyFolder: async (folder) => {
      log.push(`rmdir ${folder}`);
    },
    close: async () => undefined,
  };
  return { remote, log };
}

const hooks = { uploaded: () => undefined, phaseDone: () => undefined };
const progress = (): Progress => ({ files: 0, bytes: 0, deleted: 0 });
const manifestOn = (files: Map<string, string>) => parseManifest(files.get(manifestName)) as Record<string, string>;

describe('publishing a plan', () => {
  const first = { 'index.html': 'start', 'blog/alt.html': 'alt', 'assets/a.js': 'a', '.htaccess': 'conf' };
  const second = { 'index.html': 'start neu', 'blog/neu.html': 'neu', 'assets/b.js': 'b', '.htaccess': 'conf' };

  it('deletes only after every upload arrived and was recorded, and removes emptied folders', async () => {
    const server = new Map<string, string>();
    const one = buildOf(first);
    await publish(
      fakeRemote(server).remote,
      one,
      localFiles(one),
      makePlan(localFiles(one), {}),
      {},
      hooks,
      progress(),
    );
    const two = buildOf(second);
    const { remote, log } = fakeRemote(server);
    const local = localFiles(two);
    await publish(remote, two, local, makePlan(local, manifestOn(server)), manifestOn(server), hooks, progress());
    expect(log).toEqual([
      'write assets/b.js',
      `write ${manifestName}`,
      'write blog/neu.html',
      'write index.html',
      `write ${manifestName}`,
      'remove assets/a.js',
      'remove blog/alt.html',
      `write ${manifestName}`,
    ]);
    expect(Object.keys(manifestOn(server)).sort()).toEqual(Object.keys(second).sort());
    expect([...server.keys()].sort()).toEqual([...Object.keys(second), manifestName].sort());
  });

  it('deletes nothing when the connection breaks, and the next run completes the deploy', async () => {
    const server = new Map<string, string>();
    const one = buildOf(first);
    await publish(
      fakeRemote(server).remote,
      one,
      localFiles(one),
      makePlan(localFiles(one), {}),
      {},
      hooks,
      progress(),
    );
    const two = buildOf(second);
    const local = localFiles(two);
    const broken = fakeRemote(server, 3);
    const done = progress();
    await expect(
      publish(broken.remote, two, local, makePlan(local, manifestOn(server)), manifestOn(server), hooks, done),
    ).rejects.toThrow('ECONNRESET');
    expect(done).toMatchObject({ files: 2, deleted: 0 });
    expect(broken.log.some((line) => line.startsWith('remove'))).toBe(false);
    expect(server.get('blog/alt.html')).toBe('alt');

    const again = fakeRemote(server);
    const plan = makePlan(local, manifestOn(server));
    // The finished first phase is not uploaded again.
    expect(plan.uploads.map((file) => file.path)).toEqual(['blog/neu.html', 'index.html']);
    await publish(again.remote, two, local, plan, manifestOn(server), hooks, progress());
    expect([...server.keys()].sort()).toEqual([...Object.keys(second), manifestName].sort());
  });
});

describe('a connection that breaks off', () => {
  it('is named as such, also when the SFTP client fails on the channel it already dropped', () => {
    // What ssh2-sftp-client throws for a delete under way when the server goes away (seen in deploy.spec).
    const dropped = new TypeError("Cannot read properties of undefined (reading 'unlink')");
    expect(connectionLost(dropped)).toBe(true);
    expect(connectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(connectionLost(new TypeError("Cannot read properties of undefined (reading 'length')"))).toBe(false);
  });

  it('is named as such when the server refuses a new connection halfway (FTP opens one for each file), not as a setting to check', () => {
    // What basic-ftp throws for a file's data connection once the server has stopped (seen in deploy.spec).
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:40123'), { code: 'ECONNREFUSED' });
    const target = { protocol: 'ftps', host: 'example.at', port: 21, user: 'web', folder: '/', siteUrl: '' } as const;
    expect(goneAfterOpen(refused)).toBe(true);
    expect(describeError(refused, target, true)).toBe(
      'Die Verbindung zum Server example.at:21 ist abgebrochen oder er antwortet nicht mehr.',
    );
    // Before a connection was opened, the same error means a wrong address, port or protocol.
    expect(describeError(refused, target)).toMatch(
      /^Der Server example\.at:21 nimmt keine Verbindung an – deploy\.host/,
    );
  });
});
