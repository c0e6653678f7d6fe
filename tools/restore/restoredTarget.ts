import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployOf, settingsData, settingsFile, type Values, withoutForeignKey } from '#model/load/deployKey.ts';
import { backupText } from '#tools/text/backup.ts';
import { targetText } from '#tools/text/target.ts';
import type { WorkFile } from '../deploy/backup/collect.ts';
import { defaultPorts, type Protocol } from '../deploy/target.ts';

/** The copy's files with its settings file carrying no key of the server (model/load/deployKey.ts). */
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

/** The question's text in one paragraph, or undefined when the server stays the same; `from` names what would bring the change. */
export function targetQuestion(changes: readonly string[], from: 'copy' | 'history' = 'copy'): string | undefined {
  const [intro, warning] =
    from === 'copy' ? [targetText.intro, targetText.warning] : [targetText.historyIntro, targetText.historyWarning];
  return changes.length > 0 ? `${intro} ${changes.join('; ')}. ${warning}` : undefined;
}
