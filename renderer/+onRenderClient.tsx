// https://vike.dev/onRenderClient — server routing: called once per page load, hydrates the HTML.
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import type { OnRenderClientAsync } from 'vike/types';
import { createEmotionCache } from './emotion';
import { PageShell } from './PageShell';

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  const root = document.getElementById('root');
  if (!Page || !root) throw new Error('Nothing to hydrate');
  // This runs once the page has loaded (renderer/boot.ts). React's DOM renderer, the largest
  // script, is fetched once the page's own code runs.
  const { hydrateRoot } = await import('react-dom/client');
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread until the whole page is done.
  startTransition(() => {
    hydrateRoot(
      root,
      <CacheProvider value={createEmotionCache()}>
        <PageShell pageContext={pageContext}>
          <Page />
        </PageShell>
      </CacheProvider>,
    );
  });
};
