import type { Remote } from '../remote.ts';
import type { WorkFile } from './collect.ts';
import { copyListText, readCopyList } from './copyList.ts';
import { type CopyManifest, makeManifest, packManifest, packObject, sha256, unpackManifest } from './copyManifest.ts';
import { copyFile, indexName, keptCopies, objectFile } from './layout.ts';

export interface UploadedCopy {
  manifest: CopyManifest;
  /** Bytes sent for this copy: the new files (compressed), its list and the list of copies. */
  sentBytes: number;
  sentFiles: number;
  /** The copy before, when nothing changed since (then nothing was sent). */
  unchangedSince?: string;
  /** How many old copies were removed (beyond the kept number). */
  removed: number;
}

/** The lists of the kept copies; one that is unreadable counts as gone (its files are sent again). */
async function storedManifests(backup: Remote, ids: readonly string[]): Promise<Map<string, CopyManifest>> {
  const manifests = new Map<string, CopyManifest>();
  for (const id of ids) {
    const stored = await backup.read(copyFile(id));
    if (!stored) continue;
    try {
      manifests.set(id, unpackManifest(stored, id));
    } catch {
      // Not trusted, so its files do not count as stored.
    }
  }
  return manifests;
}

const sameFiles = (a: CopyManifest, b: CopyManifest) =>
  a.entries.length === b.entries.length &&
  a.entries.every((entry, index) => entry.path === b.entries[index]?.path && entry.sha256 === b.entries[index]?.sha256);

/**
 * Stores one copy of `files` in the backup folder: first the contents no kept copy has yet, then the
 * copy's list, then the list of copies; only then the copies beyond `keep` and the contents no kept
 * copy uses are removed. Broken off anywhere, the copies listed before stay whole.
 */
export async function uploadCopy(
  backup: Remote,
  files: readonly WorkFile[],
  projectVersion: string,
  now = new Date(),
  keep = keptCopies,
): Promise<UploadedCopy> {
  const listed = (await readCopyList(backup)) ?? [];
  const manifests = await storedManifests(
    backup,
    listed.map((copy) => copy.id),
  );
  const entries = files.map((file) => ({ path: file.path, sha256: sha256(file.bytes), size: file.bytes.length }));
  const manifest = makeManifest(entries, now, projectVersion);
  const newest = listed[0] && manifests.get(listed[0].id);
  if (newest && sameFiles(newest, manifest))
    return { manifest: newest, sentBytes: 0, sentFiles: 0, unchangedSince: newest.createdAt, removed: 0 };

  const stored = new Set([...manifests.values()].flatMap((copy) => copy.entries.map((entry) => entry.sha256)));
  let sentBytes = 0;
  let sentFiles = 0;
  for (const file of files) {
    const hash = sha256(file.bytes);
    if (stored.has(hash)) continue;
    const packed = packObject(file.bytes);
    await backup.write(objectFile(hash), packed);
    stored.add(hash);
    sentBytes += packed.length;
    sentFiles += 1;
  }
  const packed = packManifest(manifest);
  await backup.write(copyFile(manifest.id), packed);
  const { entries: _entries, format: _format, ...summary } = manifest;
  const kept = [summary, ...listed.filter((copy) => manifests.has(copy.id))].slice(0, keep);
  const list = copyListText(kept);
  await backup.write(indexName, list);
  sentBytes += packed.length + Buffer.byteLength(list);

  const keptIds = new Set(kept.map((copy) => copy.id));
  const used = new Set(
    [manifest, ...[...manifests.values()].filter((copy) => keptIds.has(copy.id))].flatMap((copy) =>
      copy.entries.map((entry) => entry.sha256),
    ),
  );
  let removed = 0;
  for (const [id, old] of manifests) {
    if (keptIds.has(id)) continue;
    await backup.remove(copyFile(id));
    removed += 1;
    for (const entry of old.entries)
      if (!used.has(entry.sha256)) {
        await backup.remove(objectFile(entry.sha256));
        used.add(entry.sha256);
      }
  }
  return { manifest, sentBytes, sentFiles, removed };
}
