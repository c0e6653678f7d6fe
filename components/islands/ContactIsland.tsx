import { useEffect, useState, useSyncExternalStore } from 'react';
import { ContactBody, ContactDialog } from '../contact/ContactDialog';
import { contactStore } from './contactStore';

const noop = () => undefined;

/**
 * Island: the contact dialog (React + @reach/dialog). Mounted in the browser only, into its own
 * root, once a contact button is tapped, hovered or focused, or the page has been idle a while.
 */
export function ContactIsland() {
  const { isOpen, topic } = useSyncExternalStore(contactStore.subscribe, contactStore.get, contactStore.get);
  // Mounted before anyone asked for it, the island renders the form once, hidden, and removes it
  // again: its styles are then in place and the first real opening takes one quick render.
  const [isWarm, setIsWarm] = useState(isOpen);
  useEffect(() => setIsWarm(true), []);
  return (
    <>
      {!isWarm && !isOpen && (
        <div hidden>
          <ContactBody initialTopic="" onClose={noop} />
        </div>
      )}
      <ContactDialog isOpen={isOpen} initialTopic={topic} onClose={contactStore.close} />
    </>
  );
}
