// https://vike.dev/config — custom renderer: prerendered, HTML-only pages (https://vike.dev/render-modes#html-only)
// with one page script (+client.ts) and React islands; server routing.

import type React from 'react';
import type { Config } from 'vike/types';
import type { PageMeta } from './types.ts';

export default {
  prerender: { noExtraDir: true },
  clientRouting: false,
  // No client hooks and no page data in the HTML: the browser gets only +client.ts.
  clientHooks: false,
  passToClient: [],
  // In the head, where the build finds the page script's tags and hands them to the inline head
  // script, which loads it after the first paint (integrations/deferPageScript.mjs). In development
  // the tags stay: the page script is requested with the document's first bytes.
  injectScriptsAt: 'HTML_BEGIN',
  meta: {
    // HTML-only pages: the page component renders at build time and never ships to the browser.
    Page: { env: { server: true } },
    // The page's head metadata: one object, or a function of the page context for data-driven pages.
    pageMeta: { env: { server: true } },
  },
} satisfies Config;

declare global {
  namespace Vike {
    interface Config {
      pageMeta?: PageMeta | ((pageContext: PageContext) => PageMeta);
    }
    interface PageContext {
      Page?: () => React.JSX.Element;
    }
  }
}
