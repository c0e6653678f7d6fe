import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { contactIslandId, contactIslandKey } from '../contact/dataAttributes';
import { handOverEarlyDialog } from '../contact/earlyDialog.client';
import { readContactForm } from '../contact/readContactForm';
import { createIslandEmotionCache } from '../theme/emotionCache';
import { ContactIsland } from './ContactIsland';
import { contactStore } from './contactStore';

/** The island's root: prerendered at the end of `<body>` (contactIslandHtml.tsx), or made here. */
function islandRoot(): HTMLElement {
  const existing = document.getElementById(contactIslandId);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = contactIslandId;
  return document.body.appendChild(container);
}

/**
 * Starts the contact island in its root; resolves after its first commit.
 * - The page script shows the prerendered dialog (earlyDialog.client.ts): the island adopts it as
 *   it is, with the focus and what has been typed, and takes over its handling.
 * - Closed: nothing to keep. The island renders its own hidden dialog in place of the prerendered
 *   one, as a transition, which yields to the browser every few milliseconds.
 */
export function mountContactIsland(): Promise<void> {
  const container = islandRoot();
  const form = container.querySelector('form');
  return new Promise((resolve) => {
    // Marks the root once the island runs it (for tests, like `html[data-page-script]`).
    const committed = () => {
      container.dataset.island = 'ready';
      resolve();
    };
    const tree = (draft?: () => ReturnType<typeof readContactForm>) => (
      <CacheProvider value={createIslandEmotionCache(contactIslandKey)}>
        <ContactIsland draft={draft} onCommit={committed} />
      </CacheProvider>
    );
    if (form && handOverEarlyDialog()) {
      hydrateRoot(
        container,
        tree(() => readContactForm(form)),
      );
      return;
    }
    container.replaceChildren();
    container.hidden = false;
    const root = createRoot(container);
    // Someone is waiting for the dialog (a page without the prerendered one): open at once.
    if (contactStore.get().isOpen) root.render(tree());
    else startTransition(() => root.render(tree()));
  });
}
