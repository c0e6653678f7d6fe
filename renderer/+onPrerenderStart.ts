// https://vike.dev/onPrerenderStart — the English build writes every page under /en/ (its address,
// model/i18n/localePath.ts); pages with parameters already come with it (their +onBeforePrerenderStart
// takes model/paths.ts, the English paths in that build). The German build changes nothing.
import type { PrerenderContext } from 'vike/types';
import { pageLanguage, pagePath } from '#model/i18n/page.ts';

export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  if (pageLanguage === 'de') return undefined;
  for (const pageContext of prerenderContext.pageContexts)
    if (!pageContext.is404) pageContext.urlOriginal = pagePath(pageContext.urlOriginal);
  return { prerenderContext: { pageContexts: prerenderContext.pageContexts } };
}
