import { describe, expect, it } from 'vitest';
import { keptDeployTarget } from '#model/load/deployKey.ts';

// The deploy target as a save in the editor may write it: the server's key is never the
// form's, and another server drops it.

const key = `SHA256:${'A'.repeat(43)}`;
const onDisk = {
  brand: 'X',
  deploy: { protocol: 'sftp', host: 'ssh.meine-domain.at', user: 'ich', folder: '/html', hostKey: key },
};

describe('the deploy target in an editor save', () => {
  it('keeps the confirmed key when only the key or the folder is sent changed', () => {
    const sent = { ...onDisk, deploy: { ...onDisk.deploy, hostKey: `SHA256:${'B'.repeat(43)}`, folder: '/web' } };
    expect(keptDeployTarget(onDisk, sent)).toEqual({ ...onDisk, deploy: { ...onDisk.deploy, folder: '/web' } });
  });

  it('writes no key the form sends where none was confirmed', () => {
    const before = { deploy: { ...onDisk.deploy, hostKey: undefined } };
    const sent = { deploy: { ...onDisk.deploy, hostKey: `SHA256:${'B'.repeat(43)}` } };
    expect(keptDeployTarget(before, sent)).toEqual({
      deploy: { protocol: 'sftp', host: 'ssh.meine-domain.at', user: 'ich', folder: '/html' },
    });
    expect(keptDeployTarget({ deploy: null }, sent)).not.toHaveProperty('deploy.hostKey');
  });

  it('drops the key when the server, port, user or protocol changes', () => {
    for (const change of [{ host: 'attacker.example' }, { port: 2222 }, { user: 'jemand' }, { protocol: 'ftps' }]) {
      const next = keptDeployTarget(onDisk, { ...onDisk, deploy: { ...onDisk.deploy, ...change } }) as typeof onDisk;
      expect(next.deploy).not.toHaveProperty('hostKey');
      expect(next.deploy).toMatchObject(change);
    }
  });

  it('leaves settings without a deploy target as they are', () => {
    expect(keptDeployTarget(onDisk, { brand: 'Y' })).toEqual({ brand: 'Y' });
    expect(keptDeployTarget(onDisk, { deploy: null })).toEqual({ deploy: null });
  });
});
