// https://vike.dev/onRenderHtml

import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, OnRenderHtmlAsync } from 'vike/types';
import { createEmotionCache } from '#components/theme/emotionCache.ts';
import { htmlLang } from '#model/i18n/language.ts';
import { pageLanguage, pagePath } from '#model/i18n/page.ts';
import { contactIslandHtml } from './contactIslandHtml.tsx';
import { documentHead } from './documentHead.ts';
import { criticalStyleTags } from './emotion.ts';
import { PageShell } from './PageShell.tsx';
import { resolvePageMeta } from './resolvePageMeta.ts';

const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page } = pageContext;
  if (!Page) throw new Error('The page has no +Page component');
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const pageHtml = renderToString(
    <CacheProvider value={cache}>
      <PageShell pageContext={pageContext}>
        <Page />
      </PageShell>
    </CacheProvider>,
  );
  // The contact dialog, prerendered hidden in its island's root at the end of <body>: the head
  // script shows it at the first tap, before the island has arrived.
  const contactIsland = contactIslandHtml();
  const styles = criticalStyleTags(extractCriticalToChunks(pageHtml)) + criticalStyleTags(contactIsland.critical);
  const head = documentHead(resolvePageMeta(pageContext), pagePath(pageContext.urlPathname), pageHtml);

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${htmlLang[pageLanguage]}">
  <head>
    ${dangerouslySkipEscape(head)}
    ${dangerouslySkipEscape(styles)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
    ${dangerouslySkipEscape(contactIsland.html)}
  </body>
</html>`;
  // The fonts load from the @font-face rules of documentHead, not preloaded. https://vike.dev/injectFilter
  const injectFilter = (assets: InjectFilterEntry[]) => {
    for (const asset of assets) {
      if (asset.assetType === 'font') asset.inject = false;
      // What the page script imports statically loads in parallel with it, not after it (the build
      // moves these preloads onto the head script with the page script: integrations/deferPageScript.mjs).
      if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_BEGIN';
    }
  };
  return { documentHtml, injectFilter };
};

export default onRenderHtml;
