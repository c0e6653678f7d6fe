import { Activity, useSyncExternalStore } from 'react';
import { ContactDialog } from '../contact/ContactDialog';
import { contactStore } from './contactStore';

/**
 * Island: the contact dialog (React + @reach/dialog), mounted in the browser only into its own root,
 * once a contact button is tapped, hovered or focused, or the page has been idle a while.
 *
 * While closed, the dialog waits hidden in an `<Activity>`: React renders it in idle time, without
 * its effects (no focus lock, nothing hidden from screen readers). Opening only reveals it and runs
 * those effects, so a tap answers in one short task. Each closing starts a new session: the next
 * opening shows an empty form, prepared in the background again.
 */
export function ContactIsland() {
  const { isOpen, topic, session } = useSyncExternalStore(contactStore.subscribe, contactStore.get, contactStore.get);
  return (
    <Activity mode={isOpen ? 'visible' : 'hidden'}>
      <ContactDialog key={session} initialTopic={topic} onClose={contactStore.close} />
    </Activity>
  );
}
