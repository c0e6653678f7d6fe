// https://vike.dev/onRenderClient — server routing: called once per page load, hydrates the HTML.
import { CacheProvider } from '@emotion/react';
import type { OnRenderClientAsync } from 'vike/types';
import { captureEarlyClicks } from './earlyClicks';
import { createEmotionCache } from './emotion';
import { PageShell } from './PageShell';

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  const root = document.getElementById('root');
  if (!Page || !root) throw new Error('Nothing to hydrate');
  // The prerendered HTML is complete without JavaScript. React's DOM renderer, the largest
  // script, is fetched once the page's own code runs, so it never competes with the hero image
  // and the fonts for the first paint.
  const replayEarlyClick = captureEarlyClicks();
  const { hydrateRoot } = await import('react-dom/client');
  replayEarlyClick();
  hydrateRoot(
    root,
    <CacheProvider value={createEmotionCache()}>
      <PageShell pageContext={pageContext}>
        <Page />
      </PageShell>
    </CacheProvider>,
  );
};
