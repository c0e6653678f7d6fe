import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strayImageFiles } from '#tools/check-launch/strayFiles.ts';

// The launch check names what in the article images' folder is no picture, so that the owner can take it out.

let root = '';
const folder = 'content/images/blog';
const put = (name: string, content: string | Buffer) => writeFileSync(path.join(root, folder, name), content);

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'stray-files-'));
  mkdirSync(path.join(root, folder), { recursive: true });
  put(
    'foto.jpg',
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer(),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('stray files in the image folder', () => {
  it('lists web pages, SVGs, renamed files, links and folders; pictures and system files pass', () => {
    put('seite.html', '<script>alert(1)</script>');
    put('grafik.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    put('falsch.png', '<html></html>');
    put('.DS_Store', 'x');
    put('Thumbs.db', 'x');
    symlinkSync(path.join(root, folder, 'foto.jpg'), path.join(root, folder, 'link.jpg'));
    mkdirSync(path.join(root, folder, 'unterordner'));
    const items = strayImageFiles(root);
    expect(items.map((item) => item.file)).toEqual(
      ['falsch.png', 'grafik.svg', 'link.jpg', 'seite.html', 'unterordner'].map((name) => `${folder}/${name}`),
    );
    expect(items[0]?.name).toBe('falsch.png');
  });

  it('is empty for a folder of pictures, and for none at all', () => {
    expect(strayImageFiles(root)).toEqual([]);
    rmSync(path.join(root, folder), { recursive: true });
    expect(strayImageFiles(root)).toEqual([]);
  });
});
