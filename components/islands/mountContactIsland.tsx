import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from '../../renderer/emotion';
import { ContactIsland } from './ContactIsland';

/** Renders the contact island into a root of its own at the end of `<body>`; returns after its first commit. */
export function mountContactIsland(): Promise<void> {
  const container = document.createElement('div');
  container.id = 'contact-island';
  document.body.append(container);
  const root = createRoot(container);
  return new Promise((resolve) => {
    // As a transition, the first render yields to the browser every few milliseconds.
    startTransition(() =>
      root.render(
        <CacheProvider value={createEmotionCache()}>
          <ContactIsland />
          <Committed onCommit={resolve} />
        </CacheProvider>,
      ),
    );
  });
}

function Committed({ onCommit }: { onCommit: () => void }) {
  // A ref callback runs in the commit phase: the island is on the page.
  return <span hidden ref={() => onCommit()} />;
}
