// https://vike.dev/onRenderClient — server routing: called once per page load, hydrates the HTML.
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import type { OnRenderClientSync } from 'vike/types';
import { createEmotionCache } from './emotion';
import { PageShell } from './PageShell';

export const onRenderClient: OnRenderClientSync = (pageContext) => {
  const { Page } = pageContext;
  const root = document.getElementById('root');
  if (!Page || !root) throw new Error('Nothing to hydrate');
  hydrateRoot(
    root,
    <CacheProvider value={createEmotionCache()}>
      <PageShell pageContext={pageContext}>
        <Page />
      </PageShell>
    </CacheProvider>,
  );
};
