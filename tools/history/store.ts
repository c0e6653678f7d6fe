import fs from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import git from 'isomorphic-git';
import { historyVersion } from '#model/load/deployKey.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { historyFolder } from '#model/ownedFiles.ts';
import { editorText } from '#tools/text/editor.ts';

/**
 * The editor's history: every save, upload, deletion, restore and undo made through the editor is
 * a commit in a git repository of its own, `.editor-history/` in the project (ignored by the
 * project's own git), written with isomorphic-git, so the owner needs no git program and a
 * developer's own repository never sees these commits. A commit holds the exact bytes of the
 * files it touched (comments of YAML files included); its message says in German what happened
 * and, on its last line, the same as data for the "Verlauf" page.
 *
 * Before a change, a file whose bytes are not the last recorded ones (never recorded, or changed
 * outside the editor) is recorded as it is, in a hidden baseline commit (kind `before`, also in
 * repositories of older versions, which listed it). The list leaves baselines out; so the parent
 * of every listed change holds exactly the files as they were before it, which "Rückgängig" brings back.
 */

export { historyFolder };

export type ChangeKind = 'save' | 'upload' | 'delete' | 'restore' | 'undo' | 'before';

/** What one recorded change was: its kind, what the owner calls the thing, the files it touched. */
export interface ChangeNote {
  kind: ChangeKind;
  subject: string;
  paths: string[];
  /** For a restore: when the version brought back was recorded (ms since 1970). */
  restoredFrom?: number;
  /** For an undo: the change undone, and when it was recorded (ms since 1970). */
  undone?: { kind: ChangeKind; time: number };
}

/** What a restore brings back: the version an entry recorded, or the files as they were before it. */
export type RestoreWay = 'version' | 'undo';

export interface HistoryEntry extends ChangeNote {
  id: string;
  /** ms since 1970 */
  time: number;
}

const author = { name: 'Editor', email: 'editor@localhost' };
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === undefined || b === undefined ? a === b : Buffer.from(a).equals(Buffer.from(b));

function noteOf(message: string): ChangeNote | undefined {
  try {
    return JSON.parse(message.trim().split('\n').at(-1) ?? '') as ChangeNote;
  } catch {
    return undefined;
  }
}

/**
 * `editable`: whether a path is one the editor edits (the backend passes its path rule,
 * tools/edit/server/files/paths.ts). A change or a restore that names any other path is refused before
 * anything is read, written or deleted — also an entry recorded before the rule was this strict.
 */
export function editorHistory(
  root: string,
  describe: (note: ChangeNote) => string = (note) => `${note.kind} ${note.subject}`,
  editable: (file: string) => boolean = () => true,
) {
  const refuseOthers = (paths: readonly string[]) => {
    if (paths.length === 0 || !paths.every((file) => typeof file === 'string' && editable(file)))
      throw new OwnerError([editorText.history.notEditable]);
  };
  const gitdir = path.join(root, historyFolder);
  const repo = { fs, dir: root, gitdir };
  // One change at a time: git's index is one file, and the app may send requests side by side.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };

  const head = () => git.resolveRef({ ...repo, ref: 'HEAD' }).catch(() => undefined);
  const onDisk = (file: string) => readFile(path.join(root, file)).catch(() => undefined);
  async function versionAt(commit: string | undefined, filepath: string): Promise<Uint8Array | undefined> {
    if (!commit) return undefined;
    return git.readBlob({ ...repo, oid: commit, filepath }).then(
      (found) => found.blob,
      () => undefined,
    );
  }

  /** The files among `paths` whose bytes on disk differ from the last recorded version. */
  async function unrecorded(paths: readonly string[]): Promise<string[]> {
    const last = await head();
    const changed: string[] = [];
    for (const file of paths) if (!same(await onDisk(file), await versionAt(last, file))) changed.push(file);
    return changed;
  }

  async function commit(note: ChangeNote) {
    for (const file of note.paths) {
      if (existsIn(file)) await git.add({ ...repo, filepath: file });
      else await git.remove({ ...repo, filepath: file });
    }
    await git.commit({ ...repo, author, message: `${describe(note)}\n\n${JSON.stringify(note)}` });
  }
  const existsIn = (file: string) => fs.existsSync(path.join(root, file));

  /**
   * Runs `write`, which changes the files `note.paths`, and records what it did: first, in a hidden
   * baseline, each file that differs from its last recorded version (never recorded, or changed
   * outside the editor), so that the state before the change can be brought back too.
   */
  async function record<T>(note: ChangeNote, write: () => Promise<T>): Promise<T> {
    refuseOthers(note.paths);
    if (!fs.existsSync(path.join(gitdir, 'HEAD'))) await git.init({ ...repo, defaultBranch: 'main' });
    const before = await unrecorded(note.paths);
    if (before.length > 0) await commit({ kind: 'before', subject: note.subject, paths: before });
    const result = await write();
    const changed = await unrecorded(note.paths);
    if (changed.length > 0) await commit({ ...note, paths: changed });
    return result;
  }

  const change = <T>(note: ChangeNote, write: () => Promise<T>): Promise<T> => serial(() => record(note, write));

  /** Every change the owner made, newest first; the hidden baselines left out. */
  async function list(depth = 500): Promise<HistoryEntry[]> {
    if (!(await head())) return [];
    const commits = await git.log({ ...repo, depth });
    return commits.flatMap(({ oid, commit }) => {
      const note = noteOf(commit.message);
      return note && note.kind !== 'before' ? [{ ...note, id: oid, time: commit.author.timestamp * 1000 }] : [];
    });
  }

  /** Writes each file's bytes, or deletes the file where the version has none. */
  async function put(versions: readonly (readonly [string, Uint8Array | undefined])[]) {
    for (const [file, bytes] of versions) {
      const target = path.join(root, file);
      if (bytes) {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, bytes);
      } else if (existsIn(file)) {
        await unlink(target);
      }
    }
  }

  /**
   * Brings back the files of one listed change, byte for byte, as a recorded change of its own.
   * `version`: the files as the change left them (for a deletion, the version it deleted). `undo`:
   * the files as they were just before it — a file the change created is deleted again. Refused
   * in German, with nothing written or recorded, when the entry is not listed or the files are
   * already so.
   */
  /** The entry `id` and the files a restore of it would write, as `restore` writes them. */
  async function versionsOf(id: string, way: RestoreWay) {
    const entry = (await list()).find((candidate) => candidate.id === id);
    if (!entry) throw new OwnerError([editorText.history.notFound]);
    refuseOthers(entry.paths);
    const { commit: found } = await git.readCommit({ ...repo, oid: id });
    const source = way === 'undo' || entry.kind === 'delete' ? found.parent[0] : id;
    // The settings never take the server's key from the history (model/load/deployKey.ts).
    const versions = await Promise.all(
      entry.paths.map(
        async (file) => [file, historyVersion(file, await versionAt(source, file), await onDisk(file))] as const,
      ),
    );
    return { entry, source, versions };
  }

  /** What a restore of the entry would write, file by file, without writing it: for a question first. */
  const preview = (id: string, way: RestoreWay = 'version') => serial(async () => (await versionsOf(id, way)).versions);

  function restore(id: string, way: RestoreWay = 'version'): Promise<ChangeNote> {
    return serial(async () => {
      const { entry, source, versions } = await versionsOf(id, way);
      const current = await Promise.all(versions.map(async ([file, bytes]) => same(await onDisk(file), bytes)));
      if (current.every(Boolean))
        throw new OwnerError([way === 'undo' ? editorText.history.alreadyUndone : editorText.history.alreadyCurrent]);
      const { subject, paths } = entry;
      const note: ChangeNote =
        way === 'undo'
          ? { kind: 'undo', subject, paths, undone: { kind: entry.kind, time: entry.time } }
          : { kind: 'restore', subject, paths, restoredFrom: source ? await timeOf(source) : undefined };
      await record(note, () => put(versions));
      return note;
    });
  }
  const timeOf = async (oid: string) => (await git.readCommit({ ...repo, oid })).commit.author.timestamp * 1000;

  return { change, list, preview, restore };
}

export type EditorHistory = ReturnType<typeof editorHistory>;
