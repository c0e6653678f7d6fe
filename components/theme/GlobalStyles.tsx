import { css, Global } from '@emotion/react';
import { contactIslandId, laidOutAttr } from '../contact/dataAttributes.ts';
import { printCss } from './printStyles.ts';
import { colors, durations, fontSizes, fonts, layout, lineHeights, mq } from './tokens.ts';

const globalCss = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${layout.header} + 1rem); }
  html:has(dialog[open]), html[data-dialog-open] { overflow: hidden; }
  body {
    margin: 0;
    background: ${colors.background};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: ${fontSizes.base};
    line-height: ${lineHeights.body};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${fonts.heading}; font-weight: 600; line-height: ${lineHeights.tight}; margin: 0; color: ${colors.ink}; letter-spacing: -0.01em; }
  /* German compounds can be longer than a phone's line: below 1200 px, headings and text blocks
     hyphenate them (in the language of <html lang>; only long words, so that a heading breaks only
     a compound that may not fit its line) and, where the browser has no German dictionary, break
     them anyway. "anywhere", unlike "break-word", also lets a flex or grid item get narrower than
     its longest word, so that no column grows wider than the screen. Wide screens have the room:
     there words stay whole, as designed. */
  h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption { overflow-wrap: anywhere; hyphens: auto; -webkit-hyphens: auto; hyphenate-limit-chars: 14 6 5; }
  h1, h2, h3, h4 { hyphenate-limit-chars: 16 6 6; }
  /* An address is copied as it reads: no hyphen that is not in it. */
  a[href^="mailto:"] { hyphens: manual; -webkit-hyphens: manual; }
  ${mq.lg} {
    h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption { overflow-wrap: break-word; hyphens: manual; -webkit-hyphens: manual; }
  }
  p { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  a { color: ${colors.accentStrong}; text-underline-offset: 0.18em; text-decoration-thickness: 1px; }
  a:hover { text-decoration-thickness: 2px; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A tapped button answers at once with its new state (and its hover style), so it needs no tap
     flash from the phone's browser: a coloured flash makes Chrome paint the page once more before
     it even handles the tap. Links keep theirs, it is their only feedback until the next page. */
  button, summary { -webkit-tap-highlight-color: transparent; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 3px; border-radius: 2px; }
  ::selection { background: ${colors.accentTint}; }
  ${mq.reducedMotion} {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
  [hidden] { display: none !important; }
  /* The hidden contact dialog, laid out ahead of the first tap (earlyDialog.client.ts): styled and
     measured, so that showing it is a repaint, but neither seen nor reachable (visibility: hidden
     also keeps it out of the accessibility tree, the tab order and hit testing). */
  @media screen {
    #${contactIslandId}[hidden][${laidOutAttr}] { display: block !important; visibility: hidden; }
  }
  .visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  :root { --transition: ${durations.base}; }
`;

export function GlobalStyles() {
  return <Global styles={[globalCss, printCss]} />;
}
