import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bundledData } from '#model/load/dataFile.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { settingsSchema } from '#model/schemas/settings.ts';
import { siteSchema } from '#model/schemas/site.ts';
import { readEnvFile, secretsFrom } from '#tools/deploy/envFile.ts';
import { storeHostKey } from '#tools/deploy/hostKey.ts';
import { parseOptions } from '#tools/deploy/options.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

const settingsFile = fixtureFile('content/settings/site.yaml');
const template = readFileSync(settingsFile, 'utf8');
const withDeploy = (group: string) => template.replace(/^deploy: null$/m, group);

describe('the deploy group in the settings', () => {
  it('is optional: the template ships deploy: null', () => {
    expect(parseDataFile('site.yaml', template, settingsSchema).data.deploy).toBeNull();
  });

  it('names a wrong field in one German line', () => {
    const yaml = withDeploy(
      'deploy:\n  protocol: scp\n  host: sftp://ssh.meine-domain.at\n  port: 70000\n  user: anna\n  folder: /html',
    );
    expect(() => parseDataFile('site.yaml', yaml, settingsSchema)).toThrow(
      [
        'site.yaml: deploy.protocol (Protokoll): „scp“ ist nicht erlaubt – erlaubt: eine von: sftp, ftps, ftp',
        'site.yaml: deploy.host (Server): „sftp://ssh.meine-domain.at“ ist nicht erlaubt – erlaubt: ein Servername ohne sftp:// und ohne /, z. B. ssh.meine-domain.at',
        'site.yaml: deploy.port (Port): 70000 ist nicht erlaubt – erlaubt: eine Portnummer von 1 bis 65535, z. B. 22',
      ].join('\n'),
    );
  });

  it('gives every field a German help text for the editor', () => {
    const deploy = settingsSchema.shape.deploy;
    expect(z.globalRegistry.get(deploy)?.description).toMatch(/npm run deploy/);
    const group = deploy.unwrap().unwrap();
    for (const [field, schema] of Object.entries(group.shape)) {
      const meta = z.globalRegistry.get(schema as z.ZodType);
      expect(meta?.title, field).toBeTruthy();
      expect(meta?.description, field).toMatch(/\w{3,}/);
    }
  });

  it('never reaches a bundle', () => {
    const data = parseDataFile(
      'site.yaml',
      withDeploy('deploy:\n  protocol: sftp\n  host: ssh.meine-domain.at\n  user: anna\n  folder: /html'),
      siteSchema,
    ).data;
    expect(data.deploy?.host).toBe('ssh.meine-domain.at');
    expect(JSON.stringify(bundledData('settings', data))).not.toContain('ssh.meine-domain.at');
  });
});

describe('.env.deploy and the flags', () => {
  it('reads NAME=Wert, keeps # in values, and never quotes a value in a message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-deploy-'));
    const file = path.join(dir, '.env.deploy');
    writeFileSync(file, '# Kommentar\nDEPLOY_PASSWORD="ge#heim 1"\nDEPLOY_PASWORD=x\nkaputt geheim2\n');
    const read = readEnvFile(file);
    expect(read.values).toEqual({ DEPLOY_PASSWORD: 'ge#heim 1' });
    expect(read.problems).toEqual([
      '.env.deploy, Zeile 3: „DEPLOY_PASWORD“ ist unbekannt – erlaubt: DEPLOY_PASSWORD, DEPLOY_SSH_KEY, DEPLOY_SSH_KEY_PASSPHRASE',
      '.env.deploy, Zeile 4: keine Zuweisung – erlaubt: NAME=Wert, z. B. DEPLOY_PASSWORD=Ihr Passwort',
    ]);
    expect(secretsFrom(read, { DEPLOY_PASSWORD: 'aus-der-Umgebung' }).DEPLOY_PASSWORD).toBe('aus-der-Umgebung');
    expect(secretsFrom(read, {}).DEPLOY_PASSWORD).toBe('ge#heim 1');
  });

  it('knows --no-build, --dry-run, --allow-ftp and --yes', () => {
    expect(parseOptions(['--no-build', '--dry-run'])).toEqual({
      build: false,
      dryRun: true,
      allowFtp: false,
      yes: false,
    });
    expect(parseOptions(['--yes'])).toMatchObject({ build: true, yes: true });
    expect(parseOptions(['--force'])).toMatch(
      /^Unbekannte Angabe „--force“ – erlaubt: --no-build, --dry-run, --allow-ftp/,
    );
  });
});

it('stores the confirmed server key in the deploy group: every comment and template-value mark of the file kept', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'host-key-'));
  const before = withDeploy('deploy:\n  protocol: sftp\n  host: ssh.meine-domain.at\n  user: anna\n  folder: /html');
  const file = path.join(root, 'content/settings/site.yaml');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, before);
  const key = `SHA256:${'k'.repeat(43)}`;
  storeHostKey(root, key);
  const after = readFileSync(file, 'utf8');
  expect(after.split('\n').filter((line) => !before.split('\n').includes(line))).toEqual([
    '  # Der Schlüssel des Servers: beim ersten Hochladen von Ihnen bestätigt. Meldet sich der Server',
    '  # anders, bricht das Veröffentlichen ab, ohne etwas zu senden.',
    `  hostKey: ${key}`,
  ]);
  expect(after.replace(/\n {2}# Der Schlüssel des Servers[^\n]*\n[^\n]*\n {2}hostKey: [^\n]*/, '')).toBe(before);
  expect(after.match(/!platzhalter/g)?.length).toBe(before.match(/!platzhalter/g)?.length);
  // A second key replaces the first in place.
  storeHostKey(root, `SHA256:${'m'.repeat(43)}`);
  expect(readFileSync(file, 'utf8')).toBe(after.replace(key, `SHA256:${'m'.repeat(43)}`));
});
