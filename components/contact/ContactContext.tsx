import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TopicValue } from '../../content/types';

// The dialog (with @reach/dialog and the form) is loaded only when it is first opened.
const loadDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadDialog);

interface ContactApi {
  /** Opens the contact dialog, optionally with a topic preselected. */
  openContact: (topic?: TopicValue) => void;
  /** Starts loading the dialog's code early (on hover or focus of a contact button). */
  prefetch: () => void;
}

const ContactContext = createContext<ContactApi>({ openContact: () => undefined, prefetch: () => undefined });

export function useContact(): ContactApi {
  return useContext(ContactContext);
}

/** Holds the one contact dialog of the page; any contact button opens it through `useContact()`. */
export function ContactProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; topic: TopicValue | ''; hasOpened: boolean }>({
    isOpen: false,
    topic: '',
    hasOpened: false,
  });
  const openContact = useCallback((topic?: TopicValue) => setState({ isOpen: true, topic: topic ?? '', hasOpened: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const api = useMemo(() => ({ openContact, prefetch: () => void loadDialog() }), [openContact]);

  return (
    <ContactContext.Provider value={api}>
      {children}
      {state.hasOpened && (
        <Suspense fallback={null}>
          <ContactDialog isOpen={state.isOpen} initialTopic={state.topic} onClose={close} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}
