// After a save, Decap keeps measuring "changed" against the entry as it was loaded: typing the old
// value back counts as unchanged, so there is no save button, no warning on leaving, and the file
// keeps the new value. This makes the entry as saved the one Decap compares with – what it would
// load from the file now – so every difference to the file is a change again.

import { type DecapStore, decapStore } from './decapInternals';

let watching = false;

/** Watches Decap's store from the first save on; called when a save goes out. */
export function keepSavedBaseline() {
  if (watching) return;
  const store = decapStore();
  if (!store) return;
  watching = true;
  let persisting = isPersisting(store);
  store.subscribe(() => {
    const was = persisting;
    persisting = isPersisting(store);
    if (was && !persisting) afterSave(store);
  });
}

const isPersisting = (store: DecapStore) => store.getState().entryDraft.getIn(['entry', 'isPersisting']) === true;

function afterSave(store: DecapStore) {
  const draft = store.getState().entryDraft;
  const entry = draft.get('entry') as
    | { get(key: string): unknown; delete(key: string): { toJS(): Record<string, unknown> } }
    | undefined;
  // A refused save keeps its changes; a new entry Decap loads anew from the file itself.
  if (draft.get('hasChanged') || !entry || entry.get('newRecord') || !entry.get('slug')) return;
  // Decap's own action for "this entry was loaded": the entries list and the editor compare with it.
  store.dispatch({
    type: 'ENTRY_SUCCESS',
    payload: { collection: entry.get('collection'), entry: entry.delete('isPersisting').toJS() },
  });
}
