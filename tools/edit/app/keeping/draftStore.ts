/**
 * Unsaved changes kept in this browser (localStorage), one per entry, so that a crash or a closed
 * tab loses nothing: written while the form holds changes, removed when it is saved or discarded.
 */

export interface StoredDraft<V> {
  values: V;
  /** The entry's version the changes were made on (tools/edit/server/files/entryVersion.ts). */
  version: string;
  /** When they were last written, ms since 1970. */
  at: number;
}

const keyOf = (entry: string) => `editor-entwurf:${entry}`;

/** The entry's kept changes; nothing when there are none or the stored text is not one. */
export function readDraft<V>(entry: string): StoredDraft<V> | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(entry)) ?? 'null') as unknown;
    if (stored === null || typeof stored !== 'object') return undefined;
    const { values, version, at } = stored as Record<string, unknown>;
    if (values === null || typeof values !== 'object' || typeof version !== 'string' || typeof at !== 'number')
      return undefined;
    return { values: values as V, version, at };
  } catch {
    // Unreadable (written by hand, or storage switched off): as if there were none.
    return undefined;
  }
}

export function writeDraft<V>(entry: string, draft: StoredDraft<V>): void {
  try {
    window.localStorage.setItem(keyOf(entry), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form itself still holds the changes.
  }
}

export function clearDraft(entry: string): void {
  try {
    window.localStorage.removeItem(keyOf(entry));
  } catch {
    // Storage switched off: nothing was kept.
  }
}
