import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFiles } from '#model/collections.ts';
import { backupText } from '#model/copy/backupText.ts';
import { targetText } from '#model/copy/targetText.ts';
import { OwnerError, problemLine } from '#model/load/ownerError.ts';
import { parseMarkedYaml } from '#model/load/placeholders.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';
import type { WorkFile } from '../deploy/backup/collect.ts';
import { defaultPorts, type Protocol } from '../deploy/target.ts';
import { keptDeployTarget } from '../edit/deployTarget.ts';

/**
 * What a restore may do to the settings' deploy group, the place the publish sends the password to.
 * The server's confirmed key (`deploy.hostKey`, tools/deploy/hostKey.ts) never comes from a copy or
 * from the history, since whoever changes the copy on the server could also put in their own
 * server and its key: a copy brings no key at all, so the next publish shows the server's key and
 * asks again; a version from the history keeps this computer's key only while the server stays the
 * same (the editor's own rule for a save, deployTarget.ts). A change of the server is shown in the
 * owner's words before a copy is restored (`targetChanges`).
 */

export const settingsFile = dataFiles.settings.file;

type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The data of a settings text, or undefined when it is no YAML (such a file is refused elsewhere). */
function settingsData(text: string | undefined): Values | undefined {
  if (text === undefined) return undefined;
  const { document } = parseMarkedYaml(text);
  if (document.errors.length > 0) return undefined;
  const data: unknown = document.toJS();
  return isValues(data) ? data : undefined;
}

const deployOf = (data: Values | undefined): Values | undefined =>
  data && isValues(data.deploy) ? data.deploy : undefined;

/**
 * The settings text `incoming` as a restore writes it: its key replaced by the one of `current` (the
 * file on disk) where `keepCurrent` and the server is the same, else without a key. A file whose
 * key cannot be taken out (a YAML trick) is refused with one German line.
 */
export function withoutForeignKey(incoming: string, current: string | undefined, keepCurrent: boolean): string {
  const { document } = parseMarkedYaml(incoming);
  const data = settingsData(incoming);
  // Not YAML or no deploy group: the build refuses it or it names no server; nothing to take out.
  if (!data || !deployOf(data)) return incoming;
  const kept = keptDeployTarget(keepCurrent ? settingsData(current) : undefined, data);
  const wanted = deployOf(isValues(kept) ? kept : undefined)?.hostKey;
  if (deployOf(data)?.hostKey === wanted) return incoming;
  const text = mergeIntoDocument(document, kept).toString({ lineWidth: 0 });
  if (deployOf(settingsData(text))?.hostKey !== wanted)
    throw new OwnerError([
      problemLine({
        file: settingsFile,
        field: 'deploy.hostKey (Schlüssel des Servers)',
        text: 'lässt sich aus der Sicherung nicht entfernen – erlaubt: eine Einstellungsdatei, wie der Editor sie schreibt',
      }),
    ]);
  return text;
}

/** The copy's files with its settings file carrying no key of the server (see above). */
export function withoutCopiedKey(files: readonly WorkFile[]): WorkFile[] {
  return files.map((file) =>
    file.path === settingsFile
      ? { ...file, bytes: Buffer.from(withoutForeignKey(file.bytes.toString('utf8'), undefined, false)) }
      : file,
  );
}

const parts = ['protocol', 'host', 'port', 'user', 'folder', 'backupFolder'] as const;

/** Each part of a deploy group as the owner reads it; the port as the connection uses it. */
function shownParts(deploy: Values | undefined): Record<(typeof parts)[number], string> {
  const shown = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : targetText.none;
  const protocol = deploy?.protocol;
  const port = deploy?.port ?? (typeof protocol === 'string' ? defaultPorts[protocol as Protocol] : undefined);
  return {
    protocol: shown(protocol),
    host: shown(deploy?.host),
    port: shown(port),
    user: shown(deploy?.user),
    folder: shown(deploy?.folder),
    backupFolder: shown(deploy?.backupFolder),
  };
}

/**
 * How the copy's settings would change this project's server, one „Server: alt → neu“ each; empty
 * when nothing changes or the project names no server yet (then nothing of the owner's goes anywhere
 * else than the copy says, and the first publish asks about the server's key anyway).
 */
export function targetChanges(current: string | undefined, files: readonly WorkFile[]): string[] {
  const before = deployOf(settingsData(current));
  const incoming = files.find((file) => file.path === settingsFile);
  if (!before || !incoming) return [];
  const after = deployOf(settingsData(incoming.bytes.toString('utf8')));
  const old = shownParts(before);
  const next = shownParts(after);
  return parts
    .filter((part) => old[part] !== next[part])
    .map((part) => targetText.change(backupText.server.fields[part], old[part], next[part]));
}

/** `targetChanges` against this project's settings file as it is on disk. */
export function targetChangesIn(root: string, files: readonly WorkFile[]): string[] {
  let current: string | undefined;
  try {
    current = readFileSync(path.join(root, settingsFile), 'utf8');
  } catch {
    current = undefined;
  }
  return targetChanges(current, files);
}

/** The question's text in one paragraph, or undefined when the server stays the same. */
export function targetQuestion(changes: readonly string[]): string | undefined {
  return changes.length > 0 ? `${targetText.intro} ${changes.join('; ')}. ${targetText.warning}` : undefined;
}

/** A file's version from the history as a restore of it writes it: the settings keep only this computer's key. */
export function historyVersion(
  file: string,
  bytes: Uint8Array | undefined,
  onDisk: Uint8Array | undefined,
): Uint8Array | undefined {
  if (file !== settingsFile || !bytes) return bytes;
  const current = onDisk ? Buffer.from(onDisk).toString('utf8') : undefined;
  return Buffer.from(withoutForeignKey(Buffer.from(bytes).toString('utf8'), current, true));
}
