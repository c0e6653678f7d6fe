import { useSyncExternalStore } from 'react';
import { ContactDialog } from '../contact/ContactDialog';
import { contactStore } from './contactStore';

/**
 * Island: the contact dialog (React + @reach/dialog). Mounted in the browser only, into its own
 * root, once a contact button is tapped, hovered or focused, or the page has been idle a while.
 */
export function ContactIsland() {
  const { isOpen, topic } = useSyncExternalStore(contactStore.subscribe, contactStore.get, contactStore.get);
  return <ContactDialog isOpen={isOpen} initialTopic={topic} onClose={contactStore.close} />;
}
