import { cpSync, existsSync, mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staysInside } from '#model/load/plainFile.ts';
import { ownedSingles } from '#model/ownedFiles.ts';
import { collectWork, isKeptPath, type WorkFile } from '../deploy/backup/collect.ts';
import { foreignFile } from '../deploy/backup/copyManifest.ts';
import { DeployError } from '../deploy/errors.ts';
import { changeText } from '../history/describe.ts';
import { editorHistory, historyFolder } from '../history/store.ts';
import { withoutCopiedKey } from './restoredTarget.ts';

/** Where a restore keeps the content and history it replaced, one folder per restore. */
export const asideFolder = '.vor-wiederherstellung';

/** What a restore would do to this project's work. */
export interface Changes {
  /** Files that exist here and would get other bytes or be removed. */
  replaced: string[];
  added: string[];
}

export function changesOf(root: string, files: readonly WorkFile[]): Changes {
  const incoming = new Map(files.map((file) => [file.path, file.bytes]));
  // A copy made before it held the social picture leaves the project's own in place.
  const local = new Map(
    collectWork(root)
      .filter((file) => incoming.has(file.path) || !ownedSingles.includes(file.path))
      .map((file) => [file.path, file.bytes]),
  );
  const replaced = [...local].filter(([file, bytes]) => !incoming.get(file)?.equals(bytes)).map(([file]) => file);
  const added = [...incoming.keys()].filter((file) => !local.has(file));
  return { replaced, added };
}

/** Whether `file` belongs to the history (which a restore replaces as a whole) rather than the work. */
const inHistory = (file: string) => file.startsWith(`${historyFolder}/`);

/**
 * Before the first write: every file is one of the owner's (the same list the copy was checked
 * by), and every place it goes to or that is removed is a plain file or none, reached without a
 * link (plainFile.ts). A DeployError naming the first that is not.
 */
function checkPlaces(root: string, files: readonly WorkFile[], removed: readonly string[]) {
  for (const file of [...files.map((entry) => entry.path), ...removed]) {
    if (!isKeptPath(file)) throw foreignFile('zum Zurückholen', file);
    if (!staysInside(root, file))
      throw new DeployError(
        `„${file}“ ist in diesem Projekt eine Verknüpfung (ein Link) oder liegt in einer – erlaubt: eine gewöhnliche Datei; es wurde nichts geschrieben.`,
      );
  }
}

function write(root: string, files: readonly WorkFile[], inside: (file: string) => boolean) {
  for (const file of files) {
    if (!inside(file.path)) continue;
    const target = path.join(root, ...file.path.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.bytes);
  }
}

/**
 * Puts a verified copy into the project: the history folder as it was stored, then content/ and the
 * default social picture, each place checked before the first write (`checkPlaces`). What it
 * replaces is kept twice: as a plain copy in .vor-wiederherstellung/<Zeit>/, and, where this project
 * had a history of its own, as an entry of the restored history („… : Stand davor“), which the
 * „Verlauf“ page brings back. A project without history of its own (a fresh copy) gets the stored
 * history byte for byte; a copy without history leaves the project's own in place. Resolves with the folder that keeps the replaced files, if any.
 * The copy's settings come without the server's key (restoredTarget.ts): the next publish asks again.
 */
export async function applyCopy(
  root: string,
  copied: readonly WorkFile[],
  subject: string,
  now = new Date(),
): Promise<string | undefined> {
  const files = withoutCopiedKey(copied);
  const { replaced, added } = changesOf(root, files);
  const incoming = new Set(files.map((file) => file.path));
  const removed = replaced.filter((file) => !incoming.has(file) && !inHistory(file));
  checkPlaces(root, files, removed);
  const hadHistory = existsSync(path.join(root, historyFolder, 'HEAD'));
  let kept: string | undefined;
  if (replaced.length > 0) {
    kept = path.join(asideFolder, now.toISOString().replace(/[:.]/g, '-'));
    for (const folder of ['content', historyFolder])
      if (existsSync(path.join(root, folder)))
        cpSync(path.join(root, folder), path.join(root, kept, folder), { recursive: true });
    // The owner's files outside those folders (the default social picture), one by one.
    for (const file of replaced)
      if (!file.startsWith('content/') && !inHistory(file)) cpSync(path.join(root, file), path.join(root, kept, file));
  }
  // A copy made before the first change in the editor holds no history: the project keeps its own.
  if (files.some((file) => inHistory(file.path))) {
    rmSync(path.join(root, historyFolder), { recursive: true, force: true });
    write(root, files, inHistory);
  }

  // Only what changes is recorded: an unchanged file outside the editor's own (the portrait) would keep „Rückgängig“ from working.
  const contentPaths = [...replaced, ...added].filter((file) => !inHistory(file));
  const writeContent = async () => {
    for (const file of removed) unlinkSync(path.join(root, file));
    write(root, files, (file) => !inHistory(file));
  };
  if (
    hadHistory &&
    replaced.length > 0 &&
    existsSync(path.join(root, historyFolder, 'HEAD')) &&
    contentPaths.length > 0
  )
    await editorHistory(root, changeText).change({ kind: 'restore', subject, paths: contentPaths }, writeContent);
  else await writeContent();
  return kept;
}
