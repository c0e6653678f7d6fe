import { Activity, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { contactCopy } from '#model/copy/contact.ts';
import { ContactDialog } from '../contact/ContactDialog.tsx';
import type { ContactValues } from '../contact/submitContact.ts';
import { showToast } from '../ui/toasts.client.ts';
import { contactStore } from './contactStore.ts';

const showSentToast = () => showToast(contactCopy.success.toast);

interface Props {
  /** What the prerendered form holds, when the island takes over the dialog shown before it. */
  draft?: ContactValues;
  /** Called once the island is on the page (its first commit). */
  onCommit: () => void;
}

/**
 * Island: the contact dialog (React + @reach/dialog), in the browser, in the root at the end of
 * `<body>` that the build prerendered it into (renderer/contactIslandHtml.tsx).
 *
 * Shown before the island arrived, the prerendered dialog is taken over with what the visitor
 * typed (mountContactIsland.tsx). Otherwise the closed dialog waits hidden in an `<Activity>`: React
 * renders it in idle time, without its effects (no focus lock, nothing hidden from screen readers).
 * Opening only reveals it and runs those effects, so a tap answers in one short task. Each closing
 * starts a new session: the next opening shows an empty form, prepared in the background again.
 */
export function ContactIsland({ draft, onCommit }: Props) {
  const { isOpen, topic, opener, session } = useSyncExternalStore(
    contactStore.subscribe,
    contactStore.get,
    contactStore.get,
  );
  // Only the session the island took over starts from the prerendered form's values.
  const [draftSession] = useState(session);
  const takingOver = draft !== undefined && session === draftSession;
  // The island is on the page with this commit (the dialog's own effects run before, when it is shown).
  useLayoutEffect(onCommit, [onCommit]);
  return (
    <Activity mode={isOpen ? 'visible' : 'hidden'}>
      <ContactDialog
        key={session}
        initialTopic={topic}
        opener={opener}
        onClose={contactStore.close}
        onSent={showSentToast}
        draft={takingOver ? draft : undefined}
      />
    </Activity>
  );
}
