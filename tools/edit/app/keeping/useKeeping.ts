import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Refusal } from '../api.ts';
import { clearDraft, readDraft, type StoredDraft, writeDraft } from './draftStore.ts';

/**
 * What keeps a form's changes from being lost: the version the form is based on (sent with each
 * save, so a save over a newer version is refused: tools/edit/server/files/entryVersion.ts), the newer version
 * when that happens (the owner keeps either), and the unsaved changes kept in the browser
 * (draftStore.ts), offered back when the entry opens again. `entry`: the entry's path;
 * `parse`: the entry's text from the server as the form's values.
 */
export function useKeeping<V extends FieldValues>(
  form: UseFormReturn<V>,
  entry: string,
  version: string,
  parse: (data: string) => V,
) {
  const base = useRef(version);
  const [conflict, setConflict] = useState<{ theirs: V | undefined; version: string }>();
  const [offer, setOffer] = useState<StoredDraft<V> | undefined>(() => {
    const draft = readDraft<V>(entry);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(form.getValues()) ? draft : undefined;
  });

  // Another screen of the editor opens only after the owner agreed to drop the changes
  // (forms/useLeaveGuard.ts): they are not offered again. A crash or a closed tab runs no cleanup.
  const isOffered = useRef(offer !== undefined);
  isOffered.current = offer !== undefined;
  useEffect(
    () => () => {
      if (!isOffered.current) clearDraft(entry);
    },
    [entry],
  );

  // While the owner has not answered the offer, the kept changes stay as they are.
  useEffect(() => {
    if (offer) return;
    const subscription = form.watch((values) => {
      if (JSON.stringify(values) === JSON.stringify(form.formState.defaultValues)) clearDraft(entry);
      else writeDraft(entry, { values: values as V, version: base.current, at: Date.now() });
    });
    return () => subscription.unsubscribe();
  }, [form, entry, offer]);

  return {
    /** The version the next save is based on. */
    version: () => base.current,
    offer,
    /** The kept changes back in the form, unsaved, on the version they were made on. */
    restore() {
      if (!offer) return;
      form.reset(offer.values, { keepDefaultValues: true });
      base.current = offer.version;
      setOffer(undefined);
    },
    discard() {
      clearDraft(entry);
      setOffer(undefined);
    },
    /** After a save: its version is the base now; nothing is kept any more. */
    saved(next: string) {
      base.current = next;
      clearDraft(entry);
      setConflict(undefined);
    },
    /** Whether a refused save was one over a newer version; if so, that version is shown. */
    refused(error: unknown): boolean {
      if (!(error instanceof Refusal) || !error.conflict) return false;
      const { data, version: newer } = error.conflict;
      setConflict({ theirs: data === null ? undefined : parse(data), version: newer });
      return true;
    },
    conflict,
    /** The owner keeps their own: the next save replaces the newer version, knowingly. */
    keepMine() {
      if (conflict) base.current = conflict.version;
      setConflict(undefined);
    },
    /** The owner takes the newer version: the form shows it, their changes are dropped. */
    takeTheirs() {
      if (!conflict) return;
      if (conflict.theirs) form.reset(conflict.theirs);
      base.current = conflict.version;
      clearDraft(entry);
      setConflict(undefined);
    },
  };
}

export type Keeping = ReturnType<typeof useKeeping>;
