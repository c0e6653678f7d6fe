import type { WorkFile } from '#tools/deploy/backup/collect.ts';
import { packManifest, packObject, sha256, unpackManifest } from '#tools/deploy/backup/copyManifest.ts';
import { copyFile, objectFile } from '#tools/deploy/backup/layout.ts';

/** A backup folder as the attacker reaches it: read and write a file by its path in the folder. */
export interface TamperedFolder {
  read: (file: string) => Buffer | undefined;
  write: (file: string, bytes: Buffer) => void;
}

/**
 * Changes the stored copy `id` as someone with the hosting account would: adds `added` (or
 * replaces files of the same path), stores their contents and writes the copy's list again with a
 * checksum that fits, so that every checksum of the copy holds.
 */
export function tamperCopy(folder: TamperedFolder, id: string, added: readonly WorkFile[]): void {
  const manifest = unpackManifest(folder.read(copyFile(id)) ?? Buffer.alloc(0), 'Test');
  const paths = new Set(added.map((file) => file.path));
  manifest.entries = [
    ...manifest.entries.filter((entry) => !paths.has(entry.path)),
    ...added.map((file) => ({ path: file.path, sha256: sha256(file.bytes), size: file.bytes.length })),
  ];
  for (const file of added) folder.write(objectFile(sha256(file.bytes)), packObject(file.bytes));
  folder.write(copyFile(id), packManifest(manifest));
}

/** What a tampered copy brings: code for the build, pages for the editor's origin, a git hook, a dotfile. */
export const evilFiles: WorkFile[] = [
  [
    'content/+config.ts',
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('GELAUFEN', 'ja');\nexport default {};\n",
  ],
  ['content/texts/evil.htm', '<script>fetch("/admin/")</script>'],
  ['content/texts/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['content/texts/evil.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
  ['content/images/blog/+page.js', 'alert(1)'],
  ['content/.htaccess', 'Options +ExecCGI'],
  ['.editor-history/hooks/post-checkout', '#!/bin/sh\ntouch GELAUFEN\n'],
  ['content/articles/style.css', 'body{}'],
].map(([path, text]) => ({ path: path ?? '', bytes: Buffer.from(text ?? '') }));
