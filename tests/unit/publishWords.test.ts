import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvFile, storeSecret } from '#tools/deploy/envFile.ts';
import { DeployError, describeFailure } from '#tools/deploy/errors.ts';
import { otherKeyMessage } from '#tools/deploy/hostKey.ts';
import { forOwner, inTerminal } from '#tools/deploy/said.ts';
import { readTarget, type Target } from '#tools/deploy/target.ts';
import { targetProblem } from '#tools/deploy/targetWords.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

// The deploy's lines in their two renderings (tools/deploy/said.ts): the terminal keeps the
// command, the settings key and the file; the editor's publish page says the same in the owner's
// words, with the editor's section and field labels.

const target: Target = {
  protocol: 'sftp',
  host: 'ssh.meine-domain.at',
  port: 22,
  user: 'anna',
  folder: '/html',
  password: 'geheim',
  siteUrl: 'https://www.meine-domain.at',
};

const failing = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a failed connection', () => {
  const errors = {
    login: failing('All configured authentication methods failed'),
    keyPassphrase: failing('Cannot parse privateKey: bad passphrase'),
    unknownHost: failing('getaddrinfo ENOTFOUND ssh.meine-domain.at', 'ENOTFOUND'),
    refused: failing('connect ECONNREFUSED 127.0.0.1:22', 'ECONNREFUSED'),
    otherKey: new DeployError(
      otherKeyMessage({ ...target, hostKey: `SHA256:${'A'.repeat(43)}` }, 'SHA256:neu'),
      'otherKey',
    ),
    certificate: failing('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT'),
    noTls: failing('500 AUTH TLS not understood'),
    notAllowed: failing('Permission denied'),
    handshake: failing('Handshake failed: no matching key exchange algorithm'),
    lost: failing('read ECONNRESET', 'ECONNRESET'),
  };

  it.each(Object.entries(errors))(
    '%s: the terminal names the setting, the publish page says where it is in the editor',
    (_kind, error) => {
      const line = describeFailure(error, target);
      expect(developerWordsIn(line.owner)).toEqual([]);
      expect(line.owner).not.toBe('');
      expect(line.terminal).not.toBe('');
    },
  );

  it('a refused password: the page asks to type it again and press the button, the terminal names the variable', () => {
    const line = describeFailure(errors.login, target);
    expect(line.terminal).toContain('Passwort (DEPLOY_PASSWORD)');
    expect(line.owner).toBe(
      'Anmeldung am Server ssh.meine-domain.at:22 abgelehnt: Benutzername „anna“ oder Passwort stimmen nicht. Geben Sie das Passwort noch einmal ein und drücken Sie erneut „Website jetzt veröffentlichen“; den Benutzernamen finden Sie unter Einstellungen › Veröffentlichen. Nichts wurde hochgeladen oder gelöscht.',
    );
    expect(describeFailure(errors.refused, target).owner).toContain(
      '„Server“, „Port“, „Protokoll“ unter Einstellungen › Veröffentlichen prüfen (jetzt SFTP)',
    );
  });
});

describe('what keeps a publish from starting (the settings, the stored secrets)', () => {
  const project = (env: string, protocol = 'sftp') => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-words-'));
    mkdirSync(path.join(root, 'content/settings'), { recursive: true });
    const settings = readFileSync(fixtureFile('content/settings/site.yaml'), 'utf8').replace(
      /^deploy: null$/m,
      `deploy:\n  protocol: ${protocol}\n  host: ssh.meine-domain.at\n  user: anna\n  folder: /html`,
    );
    writeFileSync(path.join(root, 'content/settings/site.yaml'), settings);
    writeFileSync(path.join(root, '.env.deploy'), env);
    return root;
  };
  const cases: [string, string, string][] = [
    ['no password', '', 'Das Passwort für den Server fehlt'],
    [
      'an unreadable line',
      'unsinn\n',
      'Die auf diesem Computer gespeicherten Zugangsdaten sind in Zeile 1 nicht lesbar',
    ],
    ['a key file that is not there', 'DEPLOY_SSH_KEY=/gibt/es/nicht\n', 'Der SSH-Schlüssel, der auf diesem Computer'],
    ['plain FTP', 'DEPLOY_PASSWORD=x\n', 'Das Protokoll FTP überträgt Passwort und Dateien unverschlüsselt'],
  ];

  it.each(cases)('%s: the owner reads what to do, the terminal the variable or file', (name, env, owner) => {
    const { problems } = readTarget(project(env, name === 'plain FTP' ? 'ftp' : 'sftp'), {}, false);
    expect(problems.length).toBeGreaterThan(0);
    const lines = problems.map(targetProblem);
    expect(lines.map(inTerminal)).toEqual(problems);
    expect(lines.map(forOwner).join('\n')).toContain(owner);
    expect(developerWordsIn(lines.map(forOwner).join('\n'))).toEqual([]);
  });
});

describe('a password kept on this computer', () => {
  it('replaces its line in .env.deploy, keeps every other line, and is read back as typed', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'publish-secret-')), '.env.deploy');
    writeFileSync(file, '# Zugang\nDEPLOY_PASSWORD=alt\nDEPLOY_SSH_KEY_PASSPHRASE=x\n');
    expect(storeSecret(file, 'DEPLOY_PASSWORD', 'neu # mit "Zeichen"')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(
      '# Zugang\nDEPLOY_PASSWORD="neu # mit "Zeichen""\nDEPLOY_SSH_KEY_PASSPHRASE=x\n',
    );
    expect(readEnvFile(file).values.DEPLOY_PASSWORD).toBe('neu # mit "Zeichen"');
    // A new file, and an empty one.
    const fresh = path.join(path.dirname(file), 'neu.env');
    expect(storeSecret(fresh, 'DEPLOY_PASSWORD', 'a')).toBe(true);
    expect(readFileSync(fresh, 'utf8')).toBe('DEPLOY_PASSWORD="a"\n');
    writeFileSync(fresh, '');
    expect(storeSecret(fresh, 'DEPLOY_PASSWORD', 'b')).toBe(true);
    expect(readFileSync(fresh, 'utf8')).toBe('DEPLOY_PASSWORD="b"\n');
    expect(storeSecret(file, 'DEPLOY_PASSWORD', 'zwei\nZeilen')).toBe(false);
  });
});
