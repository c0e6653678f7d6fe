import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFolder, checkPath, isEditorFile, PathRefused } from '#tools/edit/server/files/paths.ts';

// The editor server's one path rule (a script inside the editor's page may send any path), on a project folder made for the test.

let root = '';
let outside = '';
const sections = () => ['kontakt', 'veroeffentlichen'];
const refused = (sent: unknown, kinds: Parameters<typeof checkPath>[2] = ['data', 'article', 'picture', 'upload']) =>
  expect(() => checkPath(root, sent, kinds, sections)).toThrow(PathRefused);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-paths-'));
  outside = mkdtempSync(path.join(tmpdir(), 'editor-paths-outside-'));
  for (const folder of ['content/settings', 'content/texts', 'content/articles', 'content/images/blog'])
    mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, 'content/settings/site.yaml'), 'brand: X\n');
  writeFileSync(path.join(root, 'content/articles/erster.md'), '---\n---\n');
  writeFileSync(path.join(root, 'content/images/blog/foto.jpg'), 'x');
  writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=x\n');
  writeFileSync(path.join(outside, 'secret.jpg'), 'x');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the editor path rule', () => {
  it('takes the files of the collections table, one checked value each', () => {
    expect(checkPath(root, 'content/settings/site.yaml#kontakt', ['data'], sections)).toMatchObject({
      kind: 'data',
      key: 'settings',
      file: 'content/settings/site.yaml',
      section: 'kontakt',
      absolute: path.join(root, 'content/settings/site.yaml'),
    });
    expect(checkPath(root, 'content/texts/home.yaml', ['data'])).toMatchObject({ kind: 'data', key: 'home' });
    expect(checkPath(root, 'content/articles/neu-2026.md', ['article'])).toMatchObject({ kind: 'article' });
    expect(checkPath(root, 'content/images/blog/foto.jpg', ['picture'])).toMatchObject({ kind: 'picture' });
    expect(checkPath(root, 'content/images/blog/scan.gif', ['upload'])).toMatchObject({ kind: 'upload' });
  });

  it('refuses #, ?, .., absolute, backslash, percent-encoding, NUL and empty names, whatever follows', () => {
    for (const sent of [
      'content/images/blog/evil.html#/a.md',
      'content/images/blog/poly2.html#/x.jpg',
      'content/images/blog/d3.jpg#/../../../../.env.deploy',
      'content/articles/erster.md#x',
      'content/articles/erster.md?x',
      'content/articles/../settings/site.yaml',
      'content/articles/../../.env.deploy',
      '/content/articles/erster.md',
      `${root}/content/articles/erster.md`,
      'content\\articles\\erster.md',
      'content/articles/%2e%2e/erster.md',
      'content/articles/erster.md\u0000',
      './content/articles/erster.md',
      'content//articles/erster.md',
      'content/articles/.md',
      'content/images/blog/.htaccess',
      '',
      42,
      null,
      ['content/articles/erster.md'],
    ])
      refused(sent);
  });

  it('refuses a section anywhere but in the settings, and an unknown one', () => {
    refused('content/texts/home.yaml#kontakt', ['data']);
    refused('content/settings/site.yaml#impressum', ['data']);
    refused('content/settings/site.yaml#Kontakt', ['data']);
    refused('content/settings/site.yaml#', ['data']);
  });

  it('takes only the kinds an action names', () => {
    refused('content/settings/site.yaml', ['article', 'picture']);
    refused('content/images/blog/foto.jpg', ['data', 'article']);
    refused('content/images/blog/seite.html', ['picture']);
    refused('content/images/blog/sub/foto.jpg', ['picture', 'upload']);
    refused('package.json');
    refused('.env.deploy');
  });

  it('refuses a link placed in the picture folder, and a linked folder that leads out', () => {
    symlinkSync(path.join(outside, 'secret.jpg'), path.join(root, 'content/images/blog/link.jpg'));
    symlinkSync(path.join(root, '.env.deploy'), path.join(root, 'content/images/blog/env.jpg'));
    refused('content/images/blog/link.jpg');
    refused('content/images/blog/env.jpg');
    rmSync(path.join(root, 'content/articles'), { recursive: true });
    symlinkSync(outside, path.join(root, 'content/articles'));
    refused('content/articles/secret.md', ['article']);
  });

  it('refuses a hard link like a symbolic one: a second name of a file elsewhere, in any folder it edits', () => {
    linkSync(path.join(outside, 'secret.jpg'), path.join(root, 'content/images/blog/hart.jpg'));
    linkSync(path.join(root, '.env.deploy'), path.join(root, 'content/articles/hart.md'));
    refused('content/images/blog/hart.jpg', ['picture']);
    refused('content/articles/hart.md', ['article']);
    // The file it names elsewhere keeps its one name: then it is a plain file again.
    rmSync(path.join(root, 'content/articles/hart.md'));
    expect(checkPath(root, 'content/images/blog/foto.jpg', ['picture']).file).toBe('content/images/blog/foto.jpg');
  });

  it('knows the history paths the editor edits, and the two folders it lists', () => {
    expect(isEditorFile(root, 'content/articles/erster.md')).toBe(true);
    expect(isEditorFile(root, 'content/settings/site.yaml')).toBe(true);
    expect(isEditorFile(root, 'content/images/blog/d3.jpg#/../../../../.env.deploy')).toBe(false);
    expect(isEditorFile(root, '.env.deploy')).toBe(false);
    expect(isEditorFile(root, 'package.json')).toBe(false);
    expect(checkFolder('content/articles', 'article')).toBe('content/articles');
    expect(checkFolder('content/images/blog', 'picture')).toBe('content/images/blog');
    for (const folder of [
      '../../etc',
      '../../root',
      '.',
      'content',
      '/etc',
      'content/images/blog/..',
      'content/articles/',
    ])
      expect(() => checkFolder(folder, 'article')).toThrow(PathRefused);
  });

  it('refuses in German without naming the path or what exists', () => {
    try {
      checkPath(root, '../../etc/passwd', ['data']);
    } catch (error) {
      expect((error as Error).message).toMatch(/^Diese Datei bearbeitet der Editor nicht/);
      expect((error as Error).message).not.toMatch(/etc|passwd|\//);
    }
    expect.assertions(2);
  });
});
