import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isEditorFile } from '#tools/edit/editorPaths';
import { changeText, entryText, subjectOf, whenText } from '#tools/edit/history/describe';
import { editorHistory } from '#tools/edit/history/store';

// The editor's history (issue 29): every change recorded, any version restorable byte for byte,
// a restore itself a change that can be undone; the owner's words for it in German.

let root = '';
const article = 'content/articles/uebergabe.md';
const settings = 'content/settings/site.yaml';
const read = (file: string) => readFileSync(path.join(root, file));
const write = (file: string, text: string) => async () => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-history-'));
  mkdirSync(path.join(root, 'content/settings'), { recursive: true });
  writeFileSync(path.join(root, settings), '# Kontakt – Ihre Nummer\nphone: "+43 1"  # Kommentar bleibt\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('editor history', () => {
  it('records the state before the first change and restores it byte for byte, comments included', async () => {
    const history = editorHistory(root, changeText);
    const original = read(settings);
    await history.change(
      { kind: 'save', subject: 'Einstellungen „Kontakt“', paths: [settings] },
      write(settings, 'phone: "+43 2"\n'),
    );
    await history.change(
      { kind: 'save', subject: 'Einstellungen „Kontakt“', paths: [settings] },
      write(settings, 'phone: "+43 3"\n'),
    );
    const entries = await history.list();
    expect(entries.map((entry) => entry.kind)).toEqual(['save', 'save', 'before']);
    expect(changeText(entries[0]!)).toBe('Einstellungen „Kontakt“ gespeichert');

    await history.restore(entries[2]!.id);
    expect(read(settings).equals(original)).toBe(true);
    // The first saved value back, then that restore undone (the newest save's version again).
    await history.restore(entries[1]!.id);
    expect(read(settings).toString()).toBe('phone: "+43 2"\n');
    const [restore] = await history.list();
    expect(restore).toMatchObject({ kind: 'restore', paths: [settings] });
    expect(changeText(restore!)).toBe(
      `Einstellungen „Kontakt“ wiederhergestellt (Stand vom ${whenText(entries[1]!.time)})`,
    );
    await history.restore(entries[0]!.id);
    expect(read(settings).toString()).toBe('phone: "+43 3"\n');
  });

  it('brings back a deleted article, and a change made outside the editor is kept as its own version', async () => {
    const history = editorHistory(root, changeText);
    await history.change(
      { kind: 'save', subject: 'Artikel „Übergabe“', paths: [article] },
      write(article, '---\ntitle: Übergabe\n---\nText\n'),
    );
    writeFileSync(path.join(root, article), '---\ntitle: Übergabe\n---\nVon Hand geändert\n');
    const byHand = read(article);
    await history.change({ kind: 'delete', subject: 'Artikel „Übergabe“', paths: [article] }, async () =>
      unlinkSync(path.join(root, article)),
    );
    expect(existsSync(path.join(root, article))).toBe(false);
    const entries = await history.list();
    expect(entries.map((entry) => entry.kind)).toEqual(['delete', 'before', 'save']);
    expect(entryText(entries[0]!)).toMatch(/^Artikel „Übergabe“ gelöscht – \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);

    await history.restore(entries[0]!.id);
    expect(read(article).equals(byHand)).toBe(true);
    // Restoring the version of the first save, then nothing: an unchanged save adds no entry.
    await history.restore(entries[2]!.id);
    expect(read(article).toString()).toContain('Text');
    const count = (await history.list()).length;
    await history.change({ kind: 'save', subject: 'Artikel „Übergabe“', paths: [article] }, async () => undefined);
    expect(await history.list()).toHaveLength(count);
    expect(await history.restore('0'.repeat(40))).toBeUndefined();
  });

  it('never writes or deletes a recorded path outside the files the editor edits (issue 40)', async () => {
    // An entry recorded before the path rule: a picture's deletion whose path walked out of the folder.
    writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=geheim\n');
    const unchecked = editorHistory(root, changeText);
    // `content/images/blog/d3.jpg#/../../../../.env.deploy`, normalised, was recorded as `.env.deploy`.
    await unchecked.change({ kind: 'delete', subject: 'Bild „d3.jpg“', paths: ['.env.deploy'] }, async () =>
      writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=geheim\n'),
    );
    const [old] = await unchecked.list();
    const history = editorHistory(root, changeText, (file) => isEditorFile(root, file));
    unlinkSync(path.join(root, '.env.deploy'));
    writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=neu\n');
    await expect(history.restore(old!.id)).rejects.toThrow(/nennt eine Datei, die der Editor nicht bearbeitet/);
    expect(read('.env.deploy').toString()).toBe('DEPLOY_PASSWORD=neu\n');
    // Nor is such a path recorded or written in the first place.
    await expect(
      history.change({ kind: 'save', subject: 'x', paths: ['package.json'] }, write('package.json', '{}')),
    ).rejects.toThrow(/nennt eine Datei/);
    expect(existsSync(path.join(root, 'package.json'))).toBe(false);
  });

  it('keeps its own git folder apart from the project: no .git is made', async () => {
    const history = editorHistory(root, changeText);
    await history.change(
      { kind: 'upload', subject: 'Bild „a.png“', paths: ['content/images/blog/a.png'] },
      write('content/images/blog/a.png', 'x'),
    );
    expect(existsSync(path.join(root, '.editor-history/HEAD'))).toBe(true);
    expect(existsSync(path.join(root, '.git'))).toBe(false);
  });

  it('names files as the owner knows them, in Vienna time', () => {
    expect(subjectOf('content/articles/x.md', { text: '---\ntitle: "Größe zählt"\n---\n' })).toBe(
      'Artikel „Größe zählt“',
    );
    expect(subjectOf('content/articles/x.md', { text: 'kaputt' })).toBe('Artikel „x.md“');
    expect(subjectOf('content/settings/site.yaml', { section: 'Kontakt' })).toBe('Einstellungen „Kontakt“');
    expect(subjectOf('content/texts/home.yaml')).toBe('Seite „Startseite“');
    expect(subjectOf('content/images/blog/foto.jpg')).toBe('Bild „foto.jpg“');
    // 24.11.2026 09:42 UTC is 10:42 in Vienna (CET); in summer the offset is two hours.
    expect(whenText(Date.UTC(2026, 10, 24, 9, 42))).toBe('24.11.2026, 10:42');
    expect(whenText(Date.UTC(2026, 6, 1, 8, 5))).toBe('01.07.2026, 10:05');
  });
});
