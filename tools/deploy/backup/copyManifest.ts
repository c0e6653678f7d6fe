import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { imageLimits } from '#integrations/articles/imageLimits.ts';
import { ownedFilesText } from '#model/ownedFiles.ts';
import { DeployError } from '../errors.ts';
import { countsOf, isKeptPath } from './collect.ts';
import { formatMark } from './layout.ts';

/** One file of a copy: where it belongs in the project and the SHA-256 of its bytes. */
export interface CopyEntry {
  path: string;
  sha256: string;
  size: number;
}

/** What the owner sees of a copy before choosing it (also kept in the list of copies). */
export interface CopySummary {
  id: string;
  /** ISO time of the publish that made it. */
  createdAt: string;
  /** package.json's version of the project that made it. */
  projectVersion: string;
  articles: number;
  images: number;
  files: number;
  bytes: number;
}

export interface CopyManifest extends CopySummary {
  format: typeof formatMark;
  entries: CopyEntry[];
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** A copy's list of files, made at `createdAt`. */
export function makeManifest(entries: CopyEntry[], createdAt: Date, projectVersion: string): CopyManifest {
  const iso = createdAt.toISOString();
  return {
    format: formatMark,
    id: iso.replace(/[:.]/g, '-'),
    createdAt: iso,
    projectVersion,
    ...countsOf(entries.map((entry) => entry.path)),
    files: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
    entries,
  };
}

/** The stored form: gzip-compressed JSON with the SHA-256 of the list itself. */
export function packManifest(manifest: CopyManifest): Buffer {
  const body = JSON.stringify(manifest);
  return gzipSync(JSON.stringify({ checksum: sha256(body), manifest: body }), { level: 9 });
}

const refused = (what: string) =>
  new DeployError(
    `Die Sicherung ${what} ist beschädigt oder unvollständig (Prüfsumme stimmt nicht) – erlaubt: eine andere Sicherung wählen; es wurde nichts geschrieben.`,
  );

/**
 * The largest file a copy holds: a picture at the upload limit, or the history's record of one
 * (zlib around it), with room to spare. A copy that declares more is refused unread.
 */
export const maxEntryBytes = imageLimits.maxBytes + 1024 * 1024;

/** The most a whole copy may unpack to, all files together (also the largest backup file, backupFile.ts). */
export const maxCopyBytes = 1024 * 1024 * 1024;

/** The largest list of files a copy holds (a list of a hundred thousand files is some 15 MB). */
const maxManifestBytes = 64 * 1024 * 1024;

/**
 * Unpacks gzip, stopping at `limit` bytes: a small object that unpacks to gigabytes (a gzip bomb)
 * costs at most `limit` bytes of memory before it is refused (zlib's `maxOutputLength`).
 */
const gunzipAtMost = (stored: Buffer, limit: number): Buffer =>
  gunzipSync(stored, { maxOutputLength: Math.max(limit, 1) });

const isEntry = (entry: unknown): entry is CopyEntry => {
  const value = entry as Partial<CopyEntry> | null;
  return (
    typeof value?.path === 'string' &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256) &&
    Number.isSafeInteger(value.size) &&
    (value.size ?? -1) >= 0 &&
    (value.size ?? 0) <= maxEntryBytes
  );
};

/** A file of a copy that is none of the owner's files: one line naming it and what is allowed. */
export const foreignFile = (what: string, file: string) =>
  new DeployError(
    `Die Sicherung ${what} enthält die Datei „${file}“ – ${ownedFilesText}; es wurde nichts geschrieben.`,
  );

/** The list of a stored copy, its checksum verified; a DeployError when it does not hold. */
export function unpackManifest(stored: Buffer, what: string): CopyManifest {
  let parsed: { checksum?: unknown; manifest?: unknown };
  try {
    parsed = JSON.parse(gunzipAtMost(stored, maxManifestBytes).toString('utf8'));
  } catch {
    throw refused(what);
  }
  if (typeof parsed.manifest !== 'string' || parsed.checksum !== sha256(parsed.manifest)) throw refused(what);
  const manifest = JSON.parse(parsed.manifest) as CopyManifest;
  if (
    manifest.format !== formatMark ||
    !Array.isArray(manifest.entries) ||
    !manifest.entries.every(isEntry) ||
    manifest.entries.reduce((sum, entry) => sum + entry.size, 0) > maxCopyBytes
  )
    throw refused(what);
  const foreign = manifest.entries.find((entry) => !isKeptPath(entry.path));
  if (foreign) throw foreignFile(what, foreign.path);
  return manifest;
}

/** A file's stored form: gzip-compressed, named by the SHA-256 of its bytes. */
export const packObject = (bytes: Buffer): Buffer => gzipSync(bytes, { level: 9 });

/**
 * A stored file's bytes, checked against the entry's SHA-256 and size; unpacked no further than
 * the declared size and one byte, so a gzip bomb fails the size check without taking memory.
 */
export function unpackObject(stored: Buffer | undefined, entry: CopyEntry, what: string): Buffer {
  let bytes: Buffer;
  try {
    if (!stored) throw new Error('missing');
    bytes = gunzipAtMost(stored, entry.size + 1);
  } catch {
    throw refused(what);
  }
  if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) throw refused(what);
  return bytes;
}
