import type { Remote } from '../remote.ts';
import type { CopySummary } from './copyManifest.ts';
import { formatMark, indexName } from './layout.ts';

/** The kept copies as the backup folder lists them, newest first; `undefined` when it lists none or is unreadable. */
export async function readCopyList(backup: Remote): Promise<CopySummary[] | undefined> {
  const stored = await backup.read(indexName);
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored.toString('utf8')) as { format?: unknown; copies?: unknown };
    if (parsed.format !== formatMark || !Array.isArray(parsed.copies)) return undefined;
    return (parsed.copies as CopySummary[])
      .filter((copy) => typeof copy?.id === 'string' && /^[\w-]+$/.test(copy.id))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  } catch {
    return undefined;
  }
}

export const copyListText = (copies: readonly CopySummary[]): string =>
  `${JSON.stringify({ format: formatMark, copies }, null, 1)}\n`;
