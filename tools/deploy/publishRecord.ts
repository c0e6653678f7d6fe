import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { articleCollection, type DataKey, dataFiles } from '#model/collections.ts';
import { sectionName } from '#model/load/yamlComments.ts';
import { readYamlFile, yamlFileComments } from '#model/load/yamlFile.ts';

/**
 * What the last deploy put online, for the editor ("Zuletzt veröffentlicht: …" and each entry's
 * "Online" / "Gespeichert – noch nicht online"): a small file in the project folder, not tracked by
 * git, written by the deploy after a complete upload. Per editor entry it keeps a hash of the
 * content that was built; an entry whose content now hashes differently is only saved.
 */

export const publishRecordFile = '.editor-publish.json';

export interface PublishRecord {
  /** ISO time of the completed upload. */
  publishedAt: string;
  /** Files uploaded by that deploy. */
  files: number;
  /** Where to: sftp://user@host:port/folder (no secret). */
  address: string;
  /** Per editor entry ("artikel/<slug>", "einstellungen/<section>", "seiten/<key>"): the hash of what was built. */
  entries: Record<string, string>;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The hash of every entry the editor shows, from the files as they are now. */
export function entryFingerprints(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const folder = path.join(root, articleCollection.folder);
  if (existsSync(folder))
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.md')))
      entries[`artikel/${name.slice(0, -3)}`] = sha256(readFileSync(path.join(folder, name)));
  const settings = readYamlFile(root, dataFiles.settings.file).document.toJS() as Record<string, unknown>;
  for (const section of yamlFileComments(root, dataFiles.settings.file).sections) {
    // Where the deploy goes is no part of the site: storing the server's key changes nothing online.
    const keys = section.keys.filter((key) => key !== 'deploy');
    entries[`einstellungen/${sectionName(section.title)}`] = sha256(
      JSON.stringify(keys.map((key) => [key, settings[key] ?? null])),
    );
  }
  for (const key of Object.keys(dataFiles) as DataKey[])
    if (key !== 'settings') entries[`seiten/${key}`] = sha256(readFileSync(path.join(root, dataFiles[key].file)));
  return entries;
}

export function readPublishRecord(root: string): PublishRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(root, publishRecordFile), 'utf8')) as Partial<PublishRecord>;
    if (
      typeof parsed.publishedAt !== 'string' ||
      typeof parsed.files !== 'number' ||
      typeof parsed.entries !== 'object' ||
      parsed.entries === null
    )
      return undefined;
    return {
      publishedAt: parsed.publishedAt,
      files: parsed.files,
      address: String(parsed.address ?? ''),
      entries: parsed.entries,
    };
  } catch {
    return undefined;
  }
}

/**
 * Records a completed upload. `entries` is what this run built; without a build of its own
 * (--no-build) the deploy cannot know what dist/client holds, so it keeps the last known state.
 */
export function writePublishRecord(
  root: string,
  state: Omit<PublishRecord, 'entries'> & { entries?: Record<string, string> },
): void {
  const entries = state.entries ?? readPublishRecord(root)?.entries ?? {};
  const text = JSON.stringify(
    {
      note: 'Von npm run deploy geschrieben: was zuletzt veröffentlicht wurde (für den Editor). Nicht von Hand ändern.',
      ...state,
      entries,
    },
    null,
    1,
  );
  writeFileSync(path.join(root, publishRecordFile), `${text}\n`);
}
