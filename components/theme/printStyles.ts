import { css } from '@emotion/react';
import { layout } from './tokens.ts';

/**
 * Printing an article or a legal page: the text alone, black on white at print sizes, with the
 * address of every external link written out and the page's own address at the top
 * (components/layout/PrintUrl.tsx). Everything around the page's content (header, menu, footer,
 * floating WhatsApp button, notifications, dialogs) is left out, and so is whatever inside it is
 * marked `data-print-hidden` (share links, calls to action, related articles) or navigates
 * (tables of contents, back links).
 */
export const printCss = css`
  [data-print-only] { display: none; }
  @media print {
    @page { margin: 20mm 20mm 22mm; }
    :root { color-scheme: light; }
    #root > :not(main), body > :not(#root), dialog, nav, details:has(nav), [data-print-hidden], .visually-hidden {
      display: none !important;
    }
    /* Aligned with the text, which sits in a container with this inline padding. */
    [data-print-only] { display: block !important; margin-bottom: 1em; padding-inline: ${layout.gutter}; font-size: 10pt !important; }
    body, body * {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    ::marker { color: #000 !important; }
    body { font-size: 11pt; line-height: 1.5; }
    main { padding-top: 0 !important; min-height: 0 !important; }
    main article { padding: 0 !important; }
    p, li, dt, dd, blockquote { font-size: 11pt !important; line-height: 1.5 !important; }
    h1 { font-size: 22pt !important; }
    h2 { font-size: 15pt !important; }
    h3 { font-size: 12.5pt !important; }
    h1, h2, h3 { hyphens: manual !important; break-after: avoid; }
    p, li, dd { orphans: 3; widows: 3; }
    blockquote, figure, table, img, dl > div { break-inside: avoid; }
    a { text-decoration: underline; }
    a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.9em; overflow-wrap: anywhere; }
  }
`;
