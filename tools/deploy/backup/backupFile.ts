import { unzipSync, type Zippable, zipSync } from 'fflate';
import { backupText } from '#tools/text/backup.ts';
import { DeployError } from '../errors.ts';
import type { Remote } from '../remote.ts';
import type { WorkFile } from './collect.ts';
import { readCopyList } from './copyList.ts';
import { type CopyManifest, maxCopyBytes } from './copyManifest.ts';
import { fetchCopy } from './fetchCopy.ts';
import { indexName } from './layout.ts';
import { uploadCopy } from './uploadCopy.ts';

/**
 * „Sicherung herunterladen“: one copy of the owner's work as one file to take home. It is
 * the backup folder of the server holding just this one copy, packed as a ZIP without compression
 * (its files are gzip already): the list of copies, the copy's list of files with its checksum, date
 * and project version, and one gzip object per content, named by its SHA-256. So the same code
 * writes and checks it as the copies on the server (uploadCopy, fetchCopy): a damaged or truncated
 * file fails a checksum, and a path outside content/ and the history is refused, before anything
 * is written.
 */

/** The largest backup file the editor reads (also what the page accepts). */
export const maxBackupFileBytes = maxCopyBytes;

/** The names a backup file may hold: the layout of the backup folder (layout.ts), nothing else. */
const allowedName = /^(sicherungen\.json|kopien\/[\w-]+\.json\.gz|objekte\/[0-9a-f]{2}\/[0-9a-f]{64}\.gz)$/;

/** A backup folder in memory: what uploadCopy writes, what fetchCopy reads; `written` hears of each write. */
export function memoryFolder(files = new Map<string, Buffer>(), written: (file: string) => void = () => undefined) {
  const folder: Remote = {
    address: 'sicherungsdatei',
    root: '/',
    home: '/',
    within: () => folder,
    read: async (file) => files.get(file),
    write: async (file, content) => {
      files.set(file, Buffer.from(content));
      written(file);
    },
    remove: async (file) => void files.delete(file),
    removeEmptyFolder: async () => undefined,
    close: async () => undefined,
  };
  return { folder, files };
}

/** The file's name: „website-sicherung-2026-11-26.zip“ (the date in Austrian time). */
export const backupFileName = (now: Date): string =>
  `website-sicherung-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' })}.zip`;

/** Packs `files` (collectWork) into one backup file. */
export async function packBackupFile(
  files: readonly WorkFile[],
  projectVersion: string,
  now = new Date(),
): Promise<{ bytes: Buffer; manifest: CopyManifest }> {
  const { folder, files: stored } = memoryFolder();
  const { manifest } = await uploadCopy(folder, files, projectVersion, now);
  const entries: Zippable = {};
  for (const [name, bytes] of stored) entries[name] = [new Uint8Array(bytes), { level: 0 }];
  return { bytes: Buffer.from(zipSync(entries, { mtime: now })), manifest };
}

const refused = (what: string) => new DeployError(backupText.notABackup(what));

/**
 * The copy inside a backup file, every file checked against its SHA-256 (fetchCopy); a DeployError
 * in German when the file is too large, is no ZIP, holds any other name, or a checksum fails.
 */
export async function readBackupFile(
  bytes: Uint8Array,
  what: string,
): Promise<{ manifest: CopyManifest; files: WorkFile[] }> {
  if (bytes.length > maxBackupFileBytes) throw refused(what);
  let total = 0;
  let unexpected = false;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (!allowedName.test(file.name) || file.compression !== 0 || total > maxBackupFileBytes) unexpected = true;
        return !unexpected;
      },
    });
  } catch {
    throw refused(what);
  }
  if (unexpected) throw refused(what);
  // Views of the unpacked entries, not copies: one backup file takes its own size in memory once more, not twice.
  const { folder } = memoryFolder(
    new Map(
      Object.entries(unpacked).map(([name, data]) => [
        name,
        Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      ]),
    ),
  );
  const copies = await readCopyList(folder);
  const [copy] = copies ?? [];
  if (!copy || copies?.length !== 1 || !unpacked[indexName]) throw refused(what);
  return fetchCopy(folder, copy.id, what);
}
