import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, packBackupFile, readBackupFile } from '#tools/deploy/backup/backupFile.ts';
import { collectWork } from '#tools/deploy/backup/collect.ts';
import { backupActions, restoreBackupFile } from '#tools/edit/server/jobs/backupRoutes.ts';
import { changeText } from '#tools/history/describe.ts';
import { editorHistory } from '#tools/history/store.ts';
import { articleText, noisePhoto } from '../support/ownerWork.ts';
import { snapshot } from '../support/snapshot.ts';
import { evilFiles } from '../support/tamperCopy.ts';

// „Sicherung herunterladen“ and back: one file holding the owner's work, checked whole
// before anything is written. On fixture projects in a temp folder, never the live content/.

let source = '';
let target = '';
const article = 'content/articles/eins.md';
const put = (base: string, file: string, bytes: string | Buffer) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), bytes);
};
const read = (base: string, file: string) => readFileSync(path.join(base, file), 'utf8');
const photo = await noisePhoto();

beforeEach(async () => {
  source = mkdtempSync(path.join(tmpdir(), 'backup-file-source-'));
  target = mkdtempSync(path.join(tmpdir(), 'backup-file-target-'));
  put(source, 'content/settings/site.yaml', 'brand: Test\n');
  put(source, 'content/images/blog/foto.jpg', photo);
  await editorHistory(source, changeText).change(
    { kind: 'save', subject: 'Artikel „Eins“', paths: [article] },
    async () => put(source, article, articleText('Gesichert')),
  );
});
afterEach(() => {
  for (const folder of [source, target]) rmSync(folder, { recursive: true, force: true });
});

const backupOf = async (root: string) =>
  (await packBackupFile(collectWork(root), '1.0.0', new Date(Date.UTC(2026, 10, 26, 9, 30)))).bytes;

describe('a backup file', () => {
  it('is named by the Austrian date and holds the copy with its date and project version', async () => {
    expect(backupFileName(new Date(Date.UTC(2026, 10, 25, 23, 30)))).toBe('website-sicherung-2026-11-26.zip');
    const copy = await readBackupFile(await backupOf(source), 'aus der Datei');
    expect(copy.manifest).toMatchObject({ createdAt: '2026-11-26T09:30:00.000Z', projectVersion: '1.0.0' });
    expect(copy.manifest).toMatchObject({ articles: 1, images: 1 });
  });

  it('download → restore into a fresh project: content/ and the history byte for byte', async () => {
    const file = await backupOf(source);
    expect(await restoreBackupFile(target, file)).toMatchObject({ done: expect.stringContaining('wiederhergestellt') });
    expect(collectWork(target)).toEqual(collectWork(source));
    expect((await editorHistory(target, changeText).list()).map((entry) => entry.subject)).toEqual(['Artikel „Eins“']);
  });

  it('truncated or with one changed byte is refused by its checksum, and nothing is written', async () => {
    put(target, article, 'Eigener Text');
    const before = collectWork(target);
    const file = await backupOf(source);
    const damaged = Buffer.from(file);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    for (const bytes of [file.subarray(0, file.length - 200), file.subarray(0, 100), damaged, Buffer.from('kein zip')])
      await expect(restoreBackupFile(target, bytes)).rejects.toThrow(/beschädigt|abgeschnitten/);
    expect(collectWork(target)).toEqual(before);
  });

  it('naming a path outside content/ and the history, or holding any other name, is refused; nothing is written', async () => {
    const outside = await packBackupFile(
      [...collectWork(source), { path: 'tools/edit/server/http/actions.ts', bytes: Buffer.from('böse') }],
      '1.0.0',
    );
    await expect(restoreBackupFile(target, outside.bytes)).rejects.toThrow(/es wurde nichts geschrieben/);
    const extra = unzipSync(await backupOf(source));
    extra['../../irgendwo.txt'] = new Uint8Array(Buffer.from('böse'));
    await expect(restoreBackupFile(target, Buffer.from(zipSync(extra, { level: 0 })))).rejects.toThrow(
      /es wurde nichts geschrieben/,
    );
    expect(collectWork(target)).toEqual([]);
  });

  it('over work of the owner’s own asks first, and the restore is recorded in the history and undoable', async () => {
    await restoreBackupFile(target, await backupOf(source));
    const history = editorHistory(target, changeText);
    await history.change({ kind: 'save', subject: 'Artikel „Eins“', paths: [article] }, async () =>
      put(target, article, 'Später geändert'),
    );
    const answer = (await restoreBackupFile(target, await backupOf(source))) as { ask?: string; ticket?: string };
    expect(answer.ask).toMatch(
      /^1 Datei bekommt den Stand der Sicherung vom 26\.11\.2026, 10:30 – 1 Artikel, 1 Bild oder fällt weg\./,
    );
    expect(read(target, article)).toBe('Später geändert');
    await expect(backupActions(target).backupConfirm({ ticket: 'falsch' })).rejects.toThrow(/nichts geändert/);
    const again = (await restoreBackupFile(target, await backupOf(source))) as { ticket?: string };
    expect(await backupActions(target).backupConfirm({ ticket: again.ticket ?? '' })).toMatchObject({ undoable: true });
    expect(read(target, article)).toContain('Gesichert');
    const [restored] = await history.list();
    expect(restored).toMatchObject({ kind: 'restore', subject: expect.stringMatching(/^Sicherung vom 26\.11\.2026/) });
    await history.restore(restored?.id ?? '', 'undo');
    expect(read(target, article)).toBe('Später geändert');
  });

  it('made before the first change in the editor (no history) keeps the project’s history and is recorded in it', async () => {
    put(target, article, articleText('Vorlage'));
    const early = await packBackupFile(collectWork(target), '1.0.0');
    const history = editorHistory(target, changeText);
    await history.change({ kind: 'save', subject: 'Artikel „Eins“', paths: [article] }, async () =>
      put(target, article, 'Geändert'),
    );
    const answer = (await restoreBackupFile(target, early.bytes)) as { ask?: string; ticket?: string };
    expect(answer.ask).toContain('1 Datei bekommt');
    await backupActions(target).backupConfirm({ ticket: answer.ticket ?? '' });
    expect(read(target, article)).toBe(articleText('Vorlage'));
    expect((await history.list()).map((entry) => entry.kind)).toEqual(['restore', 'save']);
  });
});

describe('a tampered backup file (checksums recomputed, as an attacker makes it)', () => {
  it('holding a file the editor never writes – code for the build, a web page, an SVG, a hook, a dotfile – is refused naming it; nothing is written', async () => {
    put(target, article, 'Eigener Text');
    const before = snapshot(target);
    for (const evil of evilFiles) {
      const file = await packBackupFile([...collectWork(source), evil], '1.0.0');
      const refusal = restoreBackupFile(target, file.bytes);
      await expect(refusal, evil.path).rejects.toThrow(`enthält die Datei „${evil.path}“`);
      await expect(refusal).rejects.toThrow(
        /erlaubt sind nur die Dateien, die der Editor selbst schreibt.*es wurde nichts geschrieben\.$/,
      );
    }
    expect(snapshot(target)).toEqual(before);
  });

  it('holding an article, picture, text or history that is not what the editor writes there is refused naming it; nothing is written', async () => {
    const before = snapshot(target);
    for (const [file, bytes, found] of [
      [article, Buffer.from('---\ntitle: Eins\n---\nText\n'), /kein Artikel, wie ihn der Editor schreibt/],
      ['content/images/blog/seite.jpg', Buffer.from('<html><script>alert(1)</script></html>'), /erlaubt: ein Foto/],
      ['content/images/blog/grafik.png', Buffer.from(photo), /dem Inhalt nach ein JPEG-Bild/],
      ['content/texts/home.yaml', Buffer.from('title: [offen\n'), /keine gültige YAML-Datei/],
      ['.editor-history/config', Buffer.from('[core]\n\thooksPath = /tmp\n'), /kein Verlauf/],
      [`.editor-history/objects/ab/${'c'.repeat(38)}`, Buffer.from('kein git-Objekt'), /kein Verlauf/],
    ] as const) {
      const copy = await packBackupFile(
        [...collectWork(source).filter((entry) => entry.path !== file), { path: file, bytes }],
        '1.0.0',
      );
      const refusal = restoreBackupFile(target, copy.bytes);
      await expect(refusal, file).rejects.toThrow(`enthält „${file}“`);
      await expect(refusal, file).rejects.toThrow(found);
    }
    expect(snapshot(target)).toEqual(before);
  });

  it('holds the social picture, and a restore brings it back', async () => {
    const social = await noisePhoto(120, 63);
    put(source, 'public/og-default.jpg', social);
    const copy = await readBackupFile(await backupOf(source), 'aus der Datei');
    expect(copy.files.map((file) => file.path)).toContain('public/og-default.jpg');
    await restoreBackupFile(target, await backupOf(source));
    expect(readFileSync(path.join(target, 'public/og-default.jpg'))).toEqual(social);
  });
});
