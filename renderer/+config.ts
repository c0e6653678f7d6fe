// https://vike.dev/config — custom renderer: prerendered, HTML-only pages (https://vike.dev/render-modes#html-only)
// with one page script (+client.ts) and React islands; server routing.

import type React from 'react';
import type { Config } from 'vike/types';
import type { PageMeta } from './types';

export default {
  prerender: { noExtraDir: true },
  clientRouting: false,
  // No client hooks and no page data in the HTML: the browser gets only +client.ts.
  clientHooks: false,
  passToClient: [],
  // The page script is requested with the first bytes of the document, not when the parser reaches
  // the end of the body: it is small, async, and waits for DOMContentLoaded itself.
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
