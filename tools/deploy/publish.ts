import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalFile } from './localFiles.ts';
import { type Manifest, manifestName, manifestText } from './manifest.ts';
import { emptiedFolders, type Phase, type Plan, phases } from './plan.ts';
import type { Remote } from './remote.ts';

/** After how many uploads within a phase the manifest on the server is brought up to date. */
const recordEvery = 20;

/** Where the deploy got to, for the message when the connection breaks. */
export interface Progress {
  files: number;
  bytes: number;
  deleted: number;
}

export interface PublishHooks {
  /** After each uploaded file. */
  uploaded(progress: Progress): void;
  /** After each phase with uploads. */
  phaseDone(phase: Phase, count: number, progress: Progress): void;
}

/**
 * Carries out a plan: uploads phase by phase, and after each phase (and every 20 files) records on
 * the server what arrived (so an interrupted deploy is completed by the next run without uploading it again). Only
 * after every upload arrived and was recorded, the files the build no longer has are deleted; the
 * manifest keeps naming them until then, so a deploy broken off while deleting finishes the job
 * next time. `progress` is updated as it goes.
 */
export async function publish(
  remote: Remote,
  client: string,
  local: readonly LocalFile[],
  plan: Plan,
  before: Manifest,
  hooks: PublishHooks,
  progress: Progress,
): Promise<void> {
  const onServer: Manifest = { ...before };
  for (const phase of phases) {
    const uploads = plan.uploads.filter((file) => file.phase === phase);
    if (uploads.length === 0) continue;
    for (const [index, file] of uploads.entries()) {
      await remote.write(file.path, readFileSync(path.join(client, ...file.path.split('/'))));
      onServer[file.path] = file.hash;
      progress.files += 1;
      progress.bytes += file.size;
      hooks.uploaded(progress);
      // Within a long phase too, so that a broken-off deploy need not upload all of it again.
      if ((index + 1) % recordEvery === 0 && index + 1 < uploads.length)
        await remote.write(manifestName, manifestText(onServer));
    }
    await remote.write(manifestName, manifestText(onServer));
    hooks.phaseDone(phase, uploads.length, progress);
  }
  if (plan.deletions.length === 0) return;
  for (const file of plan.deletions) {
    await remote.remove(file);
    progress.deleted += 1;
  }
  for (const folder of emptiedFolders(plan.deletions, local)) await remote.removeEmptyFolder(folder);
  await remote.write(manifestName, manifestText(Object.fromEntries(local.map((file) => [file.path, file.hash]))));
}
