import fs, { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import git from 'isomorphic-git';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isEditorFile } from '#tools/edit/server/files/paths.ts';
import { changeText, entryText, subjectOf, whenText } from '#tools/history/describe.ts';
import { editorHistory } from '#tools/history/store.ts';
import { editorText } from '#tools/text/editor.ts';

// The editor's history: every change recorded, any version restorable byte for
// byte, every change and every restore undoable ("Rückgängig"), the state before the first change a
// hidden baseline; a restore that cannot be done says why; the owner's words for it in German.

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
  it('keeps the state before the first change as a hidden baseline that "Rückgängig" brings back byte for byte', async () => {
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
    // No "Stand vor der Änderung" entry: the baseline is not listed.
    expect(entries.map((entry) => entry.kind)).toEqual(['save', 'save']);
    expect(entries.map(changeText)).toEqual([
      'Einstellungen „Kontakt“ gespeichert',
      'Einstellungen „Kontakt“ gespeichert',
    ]);

    await history.restore(entries[1]!.id, 'undo');
    expect(read(settings).equals(original)).toBe(true);
    const [undo] = await history.list();
    expect(changeText(undo!)).toBe(
      `Einstellungen „Kontakt“: Speichern vom ${whenText(entries[1]!.time)} rückgängig gemacht`,
    );
    // The first saved value back, then the newest save's version again.
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

  it('undoes a restore byte for byte: a file it overwrote comes back, a file it created is deleted again', async () => {
    const history = editorHistory(root, changeText);
    const subject = 'Artikel „Übergabe“';
    await history.change(
      { kind: 'save', subject, paths: [article] },
      write(article, '---\ntitle: Übergabe\n---\nEins\n'),
    );
    await history.change(
      { kind: 'save', subject, paths: [article] },
      write(article, '---\ntitle: Übergabe\n---\nZwei\n'),
    );
    const [second, first] = await history.list();
    const current = read(article);

    await history.restore(first!.id);
    expect(read(article).toString()).toContain('Eins');
    const [restore] = await history.list();
    await history.restore(restore!.id, 'undo');
    expect(read(article).equals(current)).toBe(true);
    const [undo] = await history.list();
    expect(changeText(undo!)).toBe(`${subject}: Wiederherstellen vom ${whenText(restore!.time)} rückgängig gemacht`);

    // Deleted, brought back by "Wiederherstellen" of the deletion, and that restore undone: gone again.
    await history.change({ kind: 'delete', subject, paths: [article] }, async () =>
      unlinkSync(path.join(root, article)),
    );
    const [deletion] = await history.list();
    await history.restore(deletion!.id);
    expect(read(article).equals(current)).toBe(true);
    const [bringBack] = await history.list();
    await history.restore(bringBack!.id, 'undo');
    expect(existsSync(path.join(root, article))).toBe(false);
    // And an undo is itself undone: the article is back.
    const [undone] = await history.list();
    await history.restore(undone!.id, 'undo');
    expect(read(article).equals(current)).toBe(true);
    expect(second).toMatchObject({ kind: 'save' });
  });

  it('refuses a restore whose version is already the current one, in German, and records nothing', async () => {
    const history = editorHistory(root, changeText);
    await history.change(
      { kind: 'save', subject: 'Einstellungen „Kontakt“', paths: [settings] },
      write(settings, 'phone: "+43 2"\n'),
    );
    const [save] = await history.list();
    const count = (await history.list()).length;
    const before = read(settings);
    await expect(history.restore(save!.id)).rejects.toThrow(
      /^Dieser Stand ist schon der aktuelle – es wurde nichts geändert\. Einen früheren Stand holt „Rückgängig“/,
    );
    await history.restore(save!.id, 'undo');
    const [undo] = await history.list();
    await expect(history.restore(undo!.id)).rejects.toThrow(/^Dieser Stand ist schon der aktuelle/);
    await expect(history.restore(save!.id, 'undo')).rejects.toThrow(
      /^Der Stand vor dieser Änderung ist schon der aktuelle – es wurde nichts geändert\./,
    );
    expect(await history.list()).toHaveLength(count + 1);
    expect(read(settings).equals(before)).toBe(false);
    await expect(history.restore('0'.repeat(40))).rejects.toThrow(/^Diesen Eintrag gibt es im Verlauf nicht \(mehr\)/);
    expect(await history.list()).toHaveLength(count + 1);
  });

  it('brings back a deleted article, and a change made outside the editor is kept as a hidden baseline', async () => {
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
    expect(entries.map((entry) => entry.kind)).toEqual(['delete', 'save']);
    expect(entryText(entries[0]!)).toMatch(/^Artikel „Übergabe“ gelöscht – \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);

    await history.restore(entries[0]!.id);
    expect(read(article).equals(byHand)).toBe(true);
    // Restoring the version of the first save, then nothing: an unchanged save adds no entry.
    await history.restore(entries[1]!.id);
    expect(read(article).toString()).toContain('Text');
    const count = (await history.list()).length;
    await history.change({ kind: 'save', subject: 'Artikel „Übergabe“', paths: [article] }, async () => undefined);
    expect(await history.list()).toHaveLength(count);
    // The first save undone: the article did not exist before it.
    await history.restore(entries[1]!.id, 'undo');
    expect(existsSync(path.join(root, article))).toBe(false);
  });

  it('never writes or deletes a recorded path outside the files the editor edits', async () => {
    // An entry recorded before the path rule: a picture's deletion whose path walked out of the folder.
    writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=geheim\n');
    const unchecked = editorHistory(root, changeText);
    // `content/images/blog/d3.jpg#/../../../../.env.deploy`, normalised, was recorded as `.env.deploy`.
    await unchecked.change({ kind: 'delete', subject: 'Bild „d3.jpg“', paths: ['.env.deploy'] }, async () =>
      unlinkSync(path.join(root, '.env.deploy')),
    );
    const [old] = await unchecked.list();
    const history = editorHistory(root, changeText, (file) => isEditorFile(root, file));
    writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=neu\n');
    for (const way of ['version', 'undo'] as const)
      await expect(history.restore(old!.id, way)).rejects.toThrow(/nennt eine Datei, die der Editor nicht bearbeitet/);
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

  it('lists and restores a history written by an older version: its "Stand vor der Änderung" entries stay hidden', async () => {
    // As the older version wrote it: a baseline listed as its own entry, a title quoted twice.
    const repo = { fs, dir: root, gitdir: path.join(root, '.editor-history') };
    const subject = 'Einstellungen „„Zahlreiche Projekte“ belegt“ (Beispielwert übernommen)';
    const commit = async (message: string, kind: string) => {
      await git.add({ ...repo, filepath: settings });
      const note = { kind, subject, paths: [settings] };
      await git.commit({ ...repo, author: { name: 'Editor' }, message: `${message}\n\n${JSON.stringify(note)}` });
    };
    await git.init({ ...repo, defaultBranch: 'main' });
    const original = read(settings);
    await commit(`${subject}: Stand vor der Änderung im Editor`, 'before');
    writeFileSync(path.join(root, settings), 'phone: "+43 2"\n');
    await commit(`${subject} gespeichert`, 'save');

    const history = editorHistory(root, changeText);
    const entries = await history.list();
    expect(entries.map(changeText)).toEqual([
      'Einstellungen „Zahlreiche Projekte belegt“ (Beispielwert übernommen) gespeichert',
    ]);
    await history.restore(entries[0]!.id, 'undo');
    expect(read(settings).equals(original)).toBe(true);
    await history.restore(entries[0]!.id);
    expect(read(settings).toString()).toBe('phone: "+43 2"\n');
    expect((await history.list()).map((entry) => entry.kind)).toEqual(['restore', 'undo', 'save']);
  });

  it('quotes a title that has quotes of its own once: no doubled quotation marks', () => {
    expect(subjectOf('content/articles/x.md', { text: '---\ntitle: "„Zahlreiche Projekte“ belegt"\n---\n' })).toBe(
      'Artikel „Zahlreiche Projekte belegt“',
    );
    expect(subjectOf('content/articles/x.md', { text: '---\ntitle: \'Das "neue" Büro\'\n---\n' })).toBe(
      'Artikel „Das neue Büro“',
    );
    expect(editorText.templateValue.subject('„Zahlreiche Projekte“ belegt')).toBe(
      'Einstellungen „Zahlreiche Projekte belegt“ (Beispielwert übernommen)',
    );
    const saved = changeText({ kind: 'save', subject: 'Artikel „„Zahlreiche Projekte“ belegt“', paths: [article] });
    expect(saved).toBe('Artikel „Zahlreiche Projekte belegt“ gespeichert');
    expect(saved).not.toMatch(/„„|““/);
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
