import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { emittedFiles } from '#integrations/emit/files.ts';
import { distDir } from '../support/routes.ts';

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Whether this build has the English pages: then the files only they need are written too. */
const english = existsSync(path.join(distDir, 'en', 'index.html'));
const publicFiles = new Set(filesIn('public'));
/** What Vike and Vite write on their own: the pages, and their scripts, styles and fonts. */
const pageOrAsset = (file: string) => file.endsWith('.html') || /^assets\/(chunks|entries|static)\//.test(file);

test('dist/client holds the pages, their assets, public/ and only the files integrations/emit/files.ts lists, each of them', () => {
  const built = filesIn(distDir);
  expect(
    built.filter(
      (file) => !pageOrAsset(file) && !publicFiles.has(file) && !emittedFiles.some((kind) => kind.path.test(file)),
    ),
  ).toEqual([]);
  expect(
    emittedFiles
      .filter((kind) => !kind.optional && (english || !kind.english) && !built.some((file) => kind.path.test(file)))
      .map((kind) => String(kind.path)),
  ).toEqual([]);
  if (!english)
    expect(built.filter((file) => emittedFiles.some((kind) => kind.english && kind.path.test(file)))).toEqual([]);
});
