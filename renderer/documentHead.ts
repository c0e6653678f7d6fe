import { fallbackFontFaces, webFontFacesCss } from '#components/theme/fontFacesCss.ts';
import { themeCss } from '#components/theme/themeCss.ts';
import { feedTitle } from '#model/copy/feed.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { contentSecurityPolicy } from './csp.ts';
import { earlyEntriesFor } from './earlyScript.ts';
import { escapeHtml } from './escapeHtml.ts';
import { buildHead } from './head.ts';
import { headScript } from './headScript.ts';
import type { PageMeta } from './types.ts';

const minifyCss = (css: string) => css.replace(/\s*\n\s*/g, '');

/**
 * The whole `<head>` content: static tags shared by every page, then the page's own. `bodyHtml`, the
 * page's rendered body, tells which early behaviours its head script needs (renderer/headScript.ts).
 */
export function documentHead(page: PageMeta, renderedPath: string, bodyHtml: string): string {
  const earlyEntries = earlyEntriesFor(bodyHtml);
  return [
    '<meta charset="utf-8">',
    // Production only: Vite's dev server injects inline scripts of its own.
    ...(import.meta.env.DEV
      ? []
      : [
          `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy({ forHeader: false, earlyEntries }))}">`,
        ]),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before any styles: the colour scheme the visitor chose, and the early behaviours.
    `<script>${headScript(earlyEntries)}</script>`,
    // Static CSS outside Emotion: the metric-matched fallback faces and the colour tokens of both
    // themes. The web fonts are not in it, nor preloaded: a page paints first in the fallbacks, and
    // the page script fetches the web fonts after that paint (components/theme/webFonts.client.ts);
    // fonts that could arrive before or after the first frame made the largest paint unsteady.
    `<style>${minifyCss(fallbackFontFaces)}${themeCss}</style>`,
    // Without JavaScript the browser fetches the web fonts itself (font-display: swap).
    `<noscript><style>${minifyCss(webFontFacesCss)}</style></noscript>`,
    buildHead(page, renderedPath),
    `<meta name="theme-color" content="${site.themeColor.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${site.themeColor.dark}" media="(prefers-color-scheme: dark)">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)}" href="${paths.feed}">`,
  ].join('\n    ');
}
