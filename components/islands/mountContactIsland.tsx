import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createIslandEmotionCache } from '../theme/emotionCache';
import { ContactIsland } from './ContactIsland';
import { contactStore } from './contactStore';

/** Renders the contact island into a root of its own at the end of `<body>`; returns after its first commit. */
export function mountContactIsland(): Promise<void> {
  const container = document.createElement('div');
  container.id = 'contact-island';
  document.body.append(container);
  const root = createRoot(container);
  return new Promise((resolve) => {
    const render = () =>
      root.render(
        <CacheProvider value={createIslandEmotionCache('contact')}>
          <ContactIsland />
          <Committed onCommit={resolve} />
        </CacheProvider>,
      );
    // Someone tapped a contact button and waits: the first render is the open dialog, at once.
    // Otherwise it is a transition, which yields to the browser every few milliseconds.
    if (contactStore.get().isOpen) render();
    else startTransition(render);
  });
}

function Committed({ onCommit }: { onCommit: () => void }) {
  // A ref callback runs in the commit phase: the island is on the page.
  return <span hidden ref={() => onCommit()} />;
}
