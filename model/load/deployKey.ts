import { dataFiles } from '../collections.ts';
import { OwnerError, problemLine } from './ownerError.ts';
import { parseMarkedYaml } from './templateValues.ts';
import { mergeIntoDocument } from './yamlMerge.ts';

/**
 * What a restore may do to the settings' deploy group, the place the publish sends the password to.
 * The server's confirmed key (`deploy.hostKey`, tools/deploy/hostKey.ts) never comes from a copy or
 * from the history, since whoever changes the copy on the server could also put in their own
 * server and its key: a copy brings no key at all, so the next publish shows the server's key and
 * asks again; a version from the history keeps this computer's key only while the server stays the
 * same (the editor's own rule for a save, `keptDeployTarget` below). A change of the server is shown in the
 * owner's words before a copy is restored (`targetChanges` in tools/restore/restoredTarget.ts).
 */

export const settingsFile = dataFiles.settings.file;

export type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The data of a settings text, or undefined when it is no YAML (such a file is refused elsewhere). */
export function settingsData(text: string | undefined): Values | undefined {
  if (text === undefined) return undefined;
  const { document } = parseMarkedYaml(text);
  if (document.errors.length > 0) return undefined;
  const data: unknown = document.toJS();
  return isValues(data) ? data : undefined;
}

export const deployOf = (data: Values | undefined): Values | undefined =>
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

/**
 * The deploy target as a save in the editor may write it. The server's key
 * (`deploy.hostKey`) is never the form's to set: only the key question of the publish page or of
 * the terminal writes it, after the owner has seen the key (tools/deploy/hostKey.ts). A save keeps
 * the confirmed key as long as protocol, server, port and user stay the same; any other server drops
 * it, so the next publish shows the new server's key and asks before any password is sent.
 */

/** What identifies the server: a change of any of these is another server. */
const serverFields = ['protocol', 'host', 'port', 'user'] as const;

/** `next` (the settings about to be written) with the key as it may stand, given the settings on disk. */
export function keptDeployTarget(current: unknown, next: unknown): unknown {
  if (!isValues(next) || !isValues(next.deploy)) return next;
  const { hostKey: _sent, ...target } = next.deploy;
  const before = isValues(current) && isValues(current.deploy) ? current.deploy : undefined;
  const sameServer =
    before !== undefined && serverFields.every((field) => (before[field] ?? null) === (target[field] ?? null));
  const key = sameServer && typeof before.hostKey === 'string' && before.hostKey !== '' ? before.hostKey : undefined;
  return { ...next, deploy: key === undefined ? target : { ...target, hostKey: key } };
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
