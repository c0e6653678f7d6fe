import type { TopicValue } from '#model/types.ts';

/** What the contact dialog shows: whether it is open, and the topic preselected in its form. */
export interface ContactState {
  isOpen: boolean;
  topic: TopicValue | '';
  /** The button that opened it, where the focus returns on closing. */
  opener: HTMLElement | null;
  /** Counts the closings: each opening after one starts with an empty form. */
  session: number;
}

type Listener = () => void;

let state: ContactState = { isOpen: false, topic: '', opener: null, session: 0 };
const listeners = new Set<Listener>();

function set(next: ContactState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The contact dialog's state, shared by the page script (which opens it from any contact button)
 * and the contact island (which renders it). Shaped for React's `useSyncExternalStore`.
 */
export const contactStore = {
  get: (): ContactState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: (topic: TopicValue | '' = '', opener: HTMLElement | null = null) =>
    set({ ...state, isOpen: true, topic, opener }),
  close: () => {
    if (state.isOpen) set({ ...state, isOpen: false, session: state.session + 1 });
  },
};
