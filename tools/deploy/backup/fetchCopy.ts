import type { Remote } from '../remote.ts';
import type { WorkFile } from './collect.ts';
import { checkCopyContent } from './copyContent.ts';
import { type CopyManifest, unpackManifest, unpackObject } from './copyManifest.ts';
import { copyFile, objectFile } from './layout.ts';

/**
 * One copy from the backup folder, every file checked against its SHA-256 and against what the
 * editor writes at its place (copyContent.ts) before anything is returned: a damaged, incomplete
 * or foreign copy is a DeployError, and the caller has written nothing yet.
 */
export async function fetchCopy(
  backup: Remote,
  id: string,
  what: string,
  fetched: (done: number, total: number) => void = () => undefined,
): Promise<{ manifest: CopyManifest; files: WorkFile[] }> {
  const stored = await backup.read(copyFile(id));
  const manifest = unpackManifest(stored ?? Buffer.alloc(0), what);
  const files: WorkFile[] = [];
  const seen = new Map<string, Buffer>();
  for (const entry of manifest.entries) {
    const bytes = seen.get(entry.sha256) ?? unpackObject(await backup.read(objectFile(entry.sha256)), entry, what);
    seen.set(entry.sha256, bytes);
    files.push({ path: entry.path, bytes });
    fetched(files.length, manifest.entries.length);
  }
  await checkCopyContent(files, what);
  return { manifest, files };
}
