import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectWork } from '#tools/deploy/backup/collect.ts';
import { changeText } from '#tools/history/describe.ts';
import { editorHistory } from '#tools/history/store.ts';
import { applyCopy, changesOf } from '#tools/restore/applyCopy.ts';
import { snapshot } from '../support/snapshot.ts';

// Putting a copy back into a project, on fixture projects: a fresh copy gets it byte for
// byte; over existing work, what is replaced is kept and can be brought back from the history.

let root = '';
let source = '';
const article = 'content/articles/eins.md';
const put = (base: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'restore-target-'));
  source = mkdtempSync(path.join(tmpdir(), 'restore-source-'));
  // The owner's project as it was backed up: two articles, a history of one save.
  put(source, 'content/articles/zwei.md', '---\ntitle: Zwei\n---\n');
  await editorHistory(source, changeText).change(
    { kind: 'save', subject: 'Artikel „Eins“', paths: [article] },
    async () => put(source, article, '---\ntitle: Eins\n---\nGesichert\n'),
  );
});
afterEach(() => {
  for (const folder of [root, source]) rmSync(folder, { recursive: true, force: true });
});

describe('a restore', () => {
  it('into a fresh copy writes content/ and the history byte for byte and keeps the replaced template', async () => {
    put(root, 'content/articles/vorlage.md', 'Vorlage');
    const copy = collectWork(source);
    expect(changesOf(root, copy).replaced).toEqual(['content/articles/vorlage.md']);
    const kept = await applyCopy(root, copy, 'Sicherung vom 25.11.2026, 14:02 – 2 Artikel, 0 Bilder');
    expect(collectWork(root)).toEqual(copy);
    expect(readFileSync(path.join(root, kept ?? '', 'content/articles/vorlage.md'), 'utf8')).toBe('Vorlage');
    const entries = await editorHistory(root, changeText).list();
    expect(entries.map((entry) => entry.kind)).toEqual(['save']);
  });

  it('over existing work records what it replaced in the history, and the history brings it back', async () => {
    const copy = collectWork(source);
    await applyCopy(root, copy, 'Sicherung');
    await editorHistory(root, changeText).change(
      { kind: 'save', subject: 'Artikel „Eins“', paths: [article] },
      async () => put(root, article, 'Später geändert'),
    );
    await applyCopy(root, copy, 'Sicherung vom 25.11.2026, 14:02');
    expect(readFileSync(path.join(root, article), 'utf8')).toContain('Gesichert');
    const history = editorHistory(root, changeText);
    const entries = await history.list();
    expect(entries[0]).toMatchObject({ kind: 'restore', subject: 'Sicherung vom 25.11.2026, 14:02' });
    expect(entries[0]?.paths).toContain(article);
    // "Rückgängig" on the restore's entry: the work it replaced, kept as a hidden baseline.
    await history.restore(entries[0]?.id ?? '', 'undo');
    expect(readFileSync(path.join(root, article), 'utf8')).toBe('Später geändert');
    expect(existsSync(path.join(root, '.vor-wiederherstellung'))).toBe(true);
  });

  it('writes through no link: a hard link (or a symbolic one) in the project is refused before the first write', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'restore-outside-'));
    try {
      put(outside, 'bashrc', 'eigene Datei anderswo');
      put(root, 'content/articles/zwei.md', 'wird ersetzt');
      linkSync(path.join(outside, 'bashrc'), path.join(root, article));
      const before = snapshot(root);
      await expect(applyCopy(root, collectWork(source), 'Sicherung')).rejects.toThrow(
        `„${article}“ ist in diesem Projekt eine Verknüpfung (ein Link) oder liegt in einer – erlaubt: eine gewöhnliche Datei; es wurde nichts geschrieben.`,
      );
      expect(readFileSync(path.join(outside, 'bashrc'), 'utf8')).toBe('eigene Datei anderswo');
      expect(snapshot(root)).toEqual(before);
      rmSync(path.join(root, article));
      symlinkSync(path.join(outside, 'bashrc'), path.join(root, article));
      await expect(applyCopy(root, collectWork(source), 'Sicherung')).rejects.toThrow(/Verknüpfung/);
      expect(readFileSync(path.join(outside, 'bashrc'), 'utf8')).toBe('eigene Datei anderswo');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
