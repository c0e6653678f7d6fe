import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { packBackupFile } from '#tools/deploy/backup/backupFile.ts';
import { collectWork } from '#tools/deploy/backup/collect.ts';
import { backupActions, restoreBackupFile } from '#tools/edit/server/jobs/backupRoutes.ts';
import { hostKeyAsker } from '#tools/edit/server/jobs/hostKeyAnswer.ts';
import { changeText } from '#tools/history/describe.ts';
import { editorHistory } from '#tools/history/store.ts';
import { applyCopy } from '#tools/restore/applyCopy.ts';
import { completeSettings, settingsProject } from '../support/settingsProject.ts';

// Nothing from a copy or from the history changes where the publish sends the password: a copy
// or a history version never brings the server's key (deploy.hostKey), and a restore that names
// another server says so in the owner's words and asks first. On fixture projects in temp folders.

const settingsFile = 'content/settings/site.yaml';
const ownKey = `SHA256:${'O'.repeat(43)}`;
const attackerKey = `SHA256:${'A'.repeat(43)}`;
const settingsWith = (port: number, key?: string) =>
  completeSettings.replace(
    /^deploy: null$/m,
    `deploy:\n  protocol: sftp\n  host: ssh.berger-strategie.at\n  port: ${port}\n  user: berger\n  folder: /html${key ? `\n  hostKey: ${key}` : ''}`,
  );
const deployOf = (root: string) =>
  (parse(readFileSync(path.join(root, settingsFile), 'utf8')) as { deploy: Record<string, unknown> }).deploy;

let roots: string[] = [];
const project = (settings: string) => {
  const root = settingsProject(settings);
  roots.push(root);
  return root;
};
beforeEach(() => {
  roots = [];
});
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The owner's project as a tampered copy would carry it: the settings with `settings` instead. */
const tamperedFiles = (root: string, settings: string) =>
  collectWork(root).map((file) => (file.path === settingsFile ? { ...file, bytes: Buffer.from(settings) } : file));

describe('a restore and the server the publish sends the password to', () => {
  it('a backup file naming another port and its own key: the editor shows „Port: 22 → 2222“ and asks first; after the yes the settings hold no key', async () => {
    const root = project(settingsWith(22, ownKey));
    const files = tamperedFiles(root, settingsWith(2222, attackerKey));
    const { bytes } = await packBackupFile(files, '1.0.0', new Date(Date.UTC(2026, 10, 26, 9, 30)));
    const answer = (await restoreBackupFile(root, bytes)) as { ask?: string; ticket?: string };
    expect(answer.ask).toContain(
      'Diese Sicherung ändert, wohin das Veröffentlichen Ihre Website und Ihr Passwort schickt – Port: 22 → 2222.',
    );
    expect(answer.ask).not.toMatch(/deploy|hostKey/);
    expect(deployOf(root)).toMatchObject({ port: 22, hostKey: ownKey });
    await backupActions(root).backupConfirm({ ticket: answer.ticket ?? '' });
    expect(deployOf(root)).toMatchObject({ port: 2222 });
    expect(deployOf(root)).not.toHaveProperty('hostKey');
  });

  it('a copy of the same server brings no key either: the next publish asks about the server’s key again', async () => {
    const root = project(settingsWith(22, ownKey));
    await applyCopy(root, tamperedFiles(root, settingsWith(22, attackerKey)), 'Sicherung');
    expect(deployOf(root)).toEqual({
      protocol: 'sftp',
      host: 'ssh.berger-strategie.at',
      port: 22,
      user: 'berger',
      folder: '/html',
    });
    // The file's comments and the rest stay as the copy has them.
    expect(readFileSync(path.join(root, settingsFile), 'utf8')).toBe(settingsWith(22));
  });

  it('a copy that changes no part of the server asks nothing about it', async () => {
    const root = project(settingsWith(22, ownKey));
    const { bytes } = await packBackupFile(
      tamperedFiles(root, settingsWith(22, ownKey).replace('Berger Strategieberatung', 'Berger Beratung')),
      '1.0.0',
      new Date(Date.UTC(2026, 10, 26, 9, 30)),
    );
    const answer = (await restoreBackupFile(root, bytes)) as { ask?: string };
    expect(answer.ask).not.toContain('Ihr Passwort schickt');
  });

  it('a crafted version in the history brings back no key: another server’s none, the same server’s only this computer’s own', async () => {
    const root = project(settingsWith(22, ownKey));
    const history = editorHistory(root, changeText);
    const crafted = async (settings: string) => {
      await history.change({ kind: 'save', subject: 'Einstellungen', paths: [settingsFile] }, async () =>
        writeFileSync(path.join(root, settingsFile), settings),
      );
      const [entry] = await history.list();
      // The owner's settings as they are now, recorded after it.
      await history.change({ kind: 'save', subject: 'Einstellungen', paths: [settingsFile] }, async () =>
        writeFileSync(path.join(root, settingsFile), settingsWith(22, ownKey)),
      );
      return entry?.id ?? '';
    };
    await history.restore(await crafted(settingsWith(2222, attackerKey)));
    expect(deployOf(root)).toMatchObject({ port: 2222 });
    expect(deployOf(root)).not.toHaveProperty('hostKey');

    writeFileSync(path.join(root, settingsFile), settingsWith(22, ownKey));
    const sameServer = await crafted(
      settingsWith(22, attackerKey).replace('Berger Strategieberatung', 'Berger Beratung'),
    );
    await history.restore(sameServer);
    expect(deployOf(root)).toMatchObject({ port: 22, hostKey: ownKey });
  });
});

describe('a question about the server’s key nobody answers', () => {
  it('expires after its time as a no, says so in German and asks nothing any more', async () => {
    vi.useFakeTimers();
    try {
      const state: { question?: { server: string; fingerprint: string } } = {};
      const lines: string[] = [];
      const asker = hostKeyAsker(state, (line) => lines.push(line), 5 * 60_000);
      const asked = asker.ask({ server: '127.0.0.1:22', fingerprint: attackerKey });
      expect(state.question).toBeDefined();
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await expect(asked).resolves.toBe(false);
      expect(state.question).toBeUndefined();
      expect(asker.expired).toBe(true);
      expect(lines).toEqual([
        'Die Frage nach dem Schlüssel des Servers blieb einige Minuten ohne Antwort und gilt nicht mehr – es wurde nichts gesendet. Starten Sie bitte noch einmal, dann kommt die Frage wieder.',
      ]);
      // A late answer finds nothing to answer.
      expect(asker.answer(true)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
