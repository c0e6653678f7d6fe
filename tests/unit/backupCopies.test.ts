import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryFolder } from '#tools/deploy/backup/backupFile.ts';
import { collectWork, type WorkFile } from '#tools/deploy/backup/collect.ts';
import { readCopyList } from '#tools/deploy/backup/copyList.ts';
import { copyText, restoredText } from '#tools/deploy/backup/copyText.ts';
import { fetchCopy } from '#tools/deploy/backup/fetchCopy.ts';
import { copyFile, objectFile } from '#tools/deploy/backup/layout.ts';
import { uploadCopy } from '#tools/deploy/backup/uploadCopy.ts';
import { backupFolder } from '#tools/deploy/backup/where.ts';
import { DeployError } from '#tools/deploy/errors.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { articleText, noisePhoto } from '../support/ownerWork.ts';
import { evilFiles, tamperCopy } from '../support/tamperCopy.ts';

// The copies of the owner's work that every publish leaves on the server: on fixtures and
// a server in memory, never the project's own content/.

function memoryServer() {
  const sent: string[] = [];
  const { folder: remote, files } = memoryFolder(new Map(), (file) => sent.push(file));
  return { remote, files, sent };
}

/** A photo: noise, which gzip does not shrink. */
const picture = await noisePhoto();
const work = (article = 'Erster Text'): WorkFile[] => [
  { path: '.editor-history/HEAD', bytes: Buffer.from('ref: refs/heads/main\n') },
  { path: 'content/articles/eins.md', bytes: Buffer.from(articleText(article)) },
  { path: 'content/articles/zwei.md', bytes: Buffer.from(articleText('Text')) },
  { path: 'content/images/blog/foto.jpg', bytes: picture },
  { path: 'content/settings/site.yaml', bytes: Buffer.from('brand: Test\n') },
];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 13, minute));

describe('a copy on the server', () => {
  it('holds every file byte for byte, with date, project version and counts, and lists itself', async () => {
    const server = memoryServer();
    const copy = await uploadCopy(server.remote, work(), '1.0.0', at(2));
    expect(copy.sentFiles).toBe(5);
    const list = await readCopyList(server.remote);
    expect(list).toHaveLength(1);
    expect(list?.[0]).toMatchObject({
      createdAt: '2026-11-25T13:02:00.000Z',
      projectVersion: '1.0.0',
      articles: 2,
      images: 1,
    });
    expect(copyText(list?.[0] ?? copy.manifest)).toBe('Sicherung vom 25.11.2026, 14:02 – 2 Artikel, 1 Bild');
    const back = await fetchCopy(server.remote, copy.manifest.id, 'Test');
    expect(back.files).toEqual(work());
    // Compressed: the text files shrink (the picture is noise and does not).
    expect(server.files.get(objectFile(copy.manifest.entries[4]?.sha256 ?? ''))?.length).toBeLessThan(40);
  });

  it('sends only what changed, nothing when nothing did, and keeps the last N copies with their files', async () => {
    const server = memoryServer();
    const first = await uploadCopy(server.remote, work(), '1.0.0', at(1), 3);
    const second = await uploadCopy(server.remote, work('Geändert'), '1.0.0', at(2), 3);
    expect(second.sentFiles).toBe(1);
    expect(second.sentBytes).toBeLessThan(first.sentBytes / 10);
    const same = await uploadCopy(server.remote, work('Geändert'), '1.0.0', at(3), 3);
    expect([same.sentBytes, same.unchangedSince]).toEqual([0, second.manifest.createdAt]);
    await uploadCopy(server.remote, work('Dritter'), '1.0.0', at(4), 3);
    const fourth = await uploadCopy(server.remote, work('Vierter'), '1.0.0', at(5), 3);
    expect(fourth.removed).toBe(1);
    const list = (await readCopyList(server.remote)) ?? [];
    expect(list.map((copy) => copy.createdAt.slice(14, 16))).toEqual(['05', '04', '02']);
    expect(server.files.has(copyFile(first.manifest.id))).toBe(false);
    // The first copy's article text went with it; the picture all copies share stayed.
    const firstArticle = first.manifest.entries.find((entry) => entry.path === 'content/articles/eins.md');
    expect(server.files.has(objectFile(firstArticle?.sha256 ?? ''))).toBe(false);
    const objects = [...server.files.keys()].filter((file) => file.startsWith('objekte/'));
    expect(objects).toHaveLength(4 + 3);
    for (const copy of list) expect((await fetchCopy(server.remote, copy.id, 'Test')).files).toHaveLength(5);
  });

  it('refuses a damaged or truncated copy by its checksum', async () => {
    const server = memoryServer();
    const copy = await uploadCopy(server.remote, work(), '1.0.0', at(1));
    const picturePath = objectFile(copy.manifest.entries[3]?.sha256 ?? '');
    const original = server.files.get(picturePath) ?? Buffer.alloc(0);
    server.files.set(picturePath, original.subarray(0, original.length - 100));
    await expect(fetchCopy(server.remote, copy.manifest.id, 'Test')).rejects.toThrow(DeployError);
    server.files.set(picturePath, gzipSync(Buffer.concat([picture.subarray(1), Buffer.from([1])])));
    await expect(fetchCopy(server.remote, copy.manifest.id, 'Test')).rejects.toThrow(/Prüfsumme stimmt nicht/);
    server.files.set(picturePath, original);
    const manifest = server.files.get(copyFile(copy.manifest.id)) ?? Buffer.alloc(0);
    server.files.set(copyFile(copy.manifest.id), manifest.subarray(0, manifest.length - 8));
    await expect(fetchCopy(server.remote, copy.manifest.id, 'Test')).rejects.toThrow(/Prüfsumme stimmt nicht/);
  });
});

describe('a tampered copy on the server (checksums recomputed, as an attacker makes it)', () => {
  const folderOf = (server: ReturnType<typeof memoryServer>) => ({
    read: (file: string) => server.files.get(file),
    write: (file: string, bytes: Buffer) => void server.files.set(file, bytes),
  });

  it('holding code for the build, a web page or a hook is refused naming the file', async () => {
    for (const evil of evilFiles) {
      const server = memoryServer();
      const copy = await uploadCopy(server.remote, work(), '1.0.0', at(1));
      tamperCopy(folderOf(server), copy.manifest.id, [evil]);
      await expect(fetchCopy(server.remote, copy.manifest.id, 'vom Server'), evil.path).rejects.toThrow(
        `Die Sicherung vom Server enthält die Datei „${evil.path}“ – erlaubt sind nur die Dateien, die der Editor selbst schreibt`,
      );
    }
  });

  it('with a gzip bomb for a file or for its list is refused at the declared size, without taking its memory', async () => {
    const server = memoryServer();
    const copy = await uploadCopy(server.remote, work(), '1.0.0', at(1));
    // 3 MB that unpack to 3 GB: gzip members of 1 MiB of zeros each, one after the other.
    const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 3072 }, () => member));
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const settings = copy.manifest.entries.find((entry) => entry.path === 'content/settings/site.yaml');
    server.files.set(objectFile(settings?.sha256 ?? ''), bomb);
    const peakBefore = process.resourceUsage().maxRSS;
    await expect(fetchCopy(server.remote, copy.manifest.id, 'Test')).rejects.toThrow(/Prüfsumme stimmt nicht/);
    server.files.set(copyFile(copy.manifest.id), bomb);
    await expect(fetchCopy(server.remote, copy.manifest.id, 'Test')).rejects.toThrow(/Prüfsumme stimmt nicht/);
    // The process's highest memory use (in KiB) grew by far less than the bomb's 3 GB.
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(256 * 1024);
  });
});

describe('where a copy goes', () => {
  it('beside the web root by default, never inside it, and nowhere when the web root is the login folder', () => {
    expect(backupFolder('/home/u1', '/home/u1/html', undefined)).toBe('/home/u1/website-sicherung');
    expect(backupFolder('/', '/httpdocs', undefined)).toBe('/website-sicherung');
    expect(backupFolder('/home/u1', '/home/u1/html', 'sicherung')).toBe('/home/u1/sicherung');
    for (const [home, web, setting] of [
      ['/home/u1', '/home/u1', undefined],
      ['/', '/', undefined],
      ['/home/u1', '/home/u1/html', 'html/sicherung'],
      ['/home/u1', '/home/u1/html', '/home/u1/html'],
    ] as const)
      expect(backupFolder(home, web, setting)).toEqual({
        refused: expect.stringMatching(/^Keine Sicherung am Server: /),
      });
  });

  it('a refusal names the server fields as the settings screen shows them, no settings keys', () => {
    const refusals = [
      backupFolder('/home/u1', '/home/u1', undefined),
      backupFolder('/home/u1', '/home/u1/html', 'html/x'),
    ];
    for (const refusal of refusals) {
      const text = typeof refusal === 'string' ? refusal : refusal.refused;
      expect(developerWordsIn(text)).toEqual([]);
      expect(text).toContain('„Ordner für die Sicherung“');
    }
    expect(JSON.stringify(refusals[0])).toContain('„Ordner am Server“');
  });
});

describe('what a copy holds', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'backup-collect-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("the owner's files: content/, the social picture and the history, never .env files, links or anything else", () => {
    const put = (file: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), file);
    };
    const object = `.editor-history/objects/ab/${'c'.repeat(38)}`;
    for (const file of [
      'content/articles/a.md',
      'content/images/blog/b.jpg',
      'content/images/portrait.jpg',
      'content/.env.deploy',
      'content/+config.ts',
      'content/texts/evil.htm',
      '.editor-history/HEAD',
      '.editor-history/hooks/post-checkout',
      object,
      '.env.deploy',
      'package.json',
      'public/og-default.jpg',
      'public/favicon.svg',
      'dist/client/index.html',
    ])
      put(file);
    // A second name of a file elsewhere on the computer is no file of the owner's.
    linkSync(path.join(root, 'package.json'), path.join(root, 'content/articles/link.md'));
    expect(collectWork(root).map((file) => file.path)).toEqual([
      '.editor-history/HEAD',
      object,
      'content/articles/a.md',
      'content/images/blog/b.jpg',
      'content/images/portrait.jpg',
      'public/og-default.jpg',
    ]);
  });

  it('a restore says in words which of them came back: the social picture and the portrait by name', () => {
    const paths = ['.editor-history/HEAD', 'content/articles/a.md', 'content/images/blog/b.jpg'];
    expect(
      restoredText([...paths, 'content/settings/site.yaml', 'content/images/portrait.jpg', 'public/og-default.jpg']),
    ).toBe(
      'Zurück sind: die Artikel, die Bilder der Artikel, das Porträtfoto, das Vorschaubild für soziale Netzwerke, die Einstellungen und der Verlauf des Editors.',
    );
    expect(restoredText(['content/texts/home.yaml'])).toBe('Zurück sind: die Seitentexte.');
  });
});
