// https://vike.dev/onPrerenderStart — Vike's i18n pre-rendering (https://vike.dev/i18n#pre-rendering):
// the English build writes every page at its English address (model/i18n/localePath.ts) and routes it
// by the German one, as +onBeforeRoute.ts does for a request. The German build changes nothing.
import type { PrerenderContext } from 'vike/types';
import { pageLanguage, pagePath } from '#model/i18n/page.ts';

export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  if (pageLanguage === 'de') return undefined;
  const pageContexts = prerenderContext.pageContexts.map((pageContext) => {
    if (pageContext.is404) return pageContext;
    // Pages with parameters come with their English address already (their +onBeforePrerenderStart
    // takes model/paths.ts, the English paths in this build).
    const logical = pageContext.urlOriginal.startsWith('/en/') ? undefined : pageContext.urlOriginal;
    return logical === undefined
      ? pageContext
      : { ...pageContext, urlOriginal: pagePath(logical), urlLogical: logical };
  });
  return { prerenderContext: { pageContexts } };
}
