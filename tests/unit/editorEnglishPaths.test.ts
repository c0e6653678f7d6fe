import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { germanParts } from '#tools/edit/app/english/germanValues.ts';
import type { EditorField } from '#tools/edit/protocol/fields.ts';
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

const text = (name: string, label: string): EditorField => ({ kind: 'text', name, label, required: false });
const group = (name: string, label: string, fields: EditorField[]): EditorField => ({
  kind: 'group',
  name,
  label,
  required: false,
  fields,
});

describe('the German text beside the English fields', () => {
  it('shows an article’s title, description and text by their labels', () => {
    const parts = germanParts(
      'content/articles/a.md',
      '---\ntitle: Titel A\ndescription: Kurz\ndraft: false\n---\nText',
      [
        text('title', 'Titel'),
        text('description', 'Beschreibung'),
        { kind: 'markdown', name: 'body', label: 'Text', required: true },
      ],
    );
    expect(parts).toEqual([
      { where: 'Titel', text: 'Titel A' },
      { where: 'Beschreibung', text: 'Kurz' },
      { where: 'Text', text: 'Text' },
    ]);
  });

  it('shows a page text’s words in the file’s order by the fields’ labels, numbers and flags left out', () => {
    const parts = germanParts(
      'content/texts/home.yaml',
      'hero:\n  title: Hallo\n  count: 3\nlist:\n  - Eins\nother: Zwei\n',
      [
        group('hero', 'Bühne', [text('title', 'Überschrift')]),
        {
          kind: 'list',
          name: 'list',
          label: 'Liste',
          required: false,
          entry: text('value', 'Eintrag'),
          entryLabel: 'Eintrag',
          isFixedLength: false,
        },
      ],
    );
    expect(parts).toEqual([
      { where: 'Bühne › Überschrift', text: 'Hallo' },
      { where: 'Liste › 1', text: 'Eins' },
      { where: 'other', text: 'Zwei' },
    ]);
  });

  it('names a settings word by its groups, as the English settings form shows it', () => {
    const parts = germanParts('content/settings/site.yaml', 'person:\n  bio: Über mich\n', [
      group('person', 'Person', [text('bio', 'Kurzbiografie')]),
    ]);
    expect(parts).toEqual([{ where: 'Person › Kurzbiografie', text: 'Über mich' }]);
  });
});
