import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { germanParts } from '#tools/edit/app/english/germanValues.ts';
import { checkPath, isEditorFile, PathRefused } from '#tools/edit/server/files/paths.ts';

// The one path rule for the English files (content/en): exactly the page texts, the settings' words,
// an article directly in content/en/articles and sources.yaml – nothing else under content/en.

let root = '';
let outside = '';
const english = ['englishData', 'englishArticle', 'englishSources'] as const;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-english-paths-'));
  outside = mkdtempSync(path.join(tmpdir(), 'editor-english-outside-'));
  for (const folder of ['content/en/texts', 'content/en/articles', 'content/en/settings'])
    mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(outside, 'x.md'), 'x');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the path rule for the English files', () => {
  it('takes the four kinds of English file, each only when asked for', () => {
    expect(checkPath(root, 'content/en/texts/home.yaml', english)).toMatchObject({ kind: 'englishData', key: 'home' });
    expect(checkPath(root, 'content/en/settings/site.yaml', english)).toMatchObject({
      kind: 'englishData',
      key: 'settings',
    });
    expect(checkPath(root, 'content/en/articles/market-entry.md', english)).toMatchObject({ kind: 'englishArticle' });
    expect(checkPath(root, 'content/en/sources.yaml', english)).toMatchObject({ kind: 'englishSources' });
    expect(() => checkPath(root, 'content/en/texts/home.yaml', ['data', 'article'])).toThrow(PathRefused);
    expect(() => checkPath(root, 'content/en/sources.yaml', ['englishData', 'englishArticle'])).toThrow(PathRefused);
    expect(isEditorFile(root, 'content/en/sources.yaml')).toBe(true);
  });

  it('refuses everything else under content/en, and a settings section of an English file', () => {
    for (const sent of [
      'content/en/../x',
      'content/en/../settings/site.yaml',
      'content/en/other.yaml',
      'content/en/texts/other.yaml',
      'content/en/articles/sub/x.md',
      'content/en/articles/x.html',
      'content/en/articles/.md',
      'content/en/settings/other.yaml',
      'content/en/images/x.jpg',
      'content/en/texts/home.yaml#kontakt',
      'content/en/settings/site.yaml#kontakt',
      'content/en',
    ])
      expect(() => checkPath(root, sent, english, () => ['kontakt']), sent).toThrow(PathRefused);
  });

  it('refuses an English article that is a link out of the project', () => {
    symlinkSync(path.join(outside, 'x.md'), path.join(root, 'content/en/articles/x.md'));
    expect(() => checkPath(root, 'content/en/articles/x.md', english)).toThrow(PathRefused);
  });
});

describe('the German text beside the English fields', () => {
  it('shows an article’s title, description and text by their labels', () => {
    const parts = germanParts(
      'content/articles/a.md',
      '---\ntitle: Titel A\ndescription: Kurz\ndraft: false\n---\nText',
      {
        title: 'Titel',
        description: 'Beschreibung',
        body: 'Text',
      },
    );
    expect(parts).toEqual([
      { where: 'Titel', text: 'Titel A' },
      { where: 'Beschreibung', text: 'Kurz' },
      { where: 'Text', text: 'Text' },
    ]);
  });

  it('shows a page text’s words in the file’s order, numbers and flags left out', () => {
    const parts = germanParts('content/texts/home.yaml', 'hero:\n  title: Hallo\n  count: 3\nlist:\n  - Eins\n', {
      hero: 'Bühne',
    });
    expect(parts).toEqual([
      { where: 'Bühne › title', text: 'Hallo' },
      { where: 'list › 1', text: 'Eins' },
    ]);
  });
});
