// The faces as CSS, for the document's head and the editor's preview: apart from ./fonts.ts, whose
// list of files the page script imports, so that no visitor's browser builds CSS it never uses.
import { webFontFaces } from './fonts.ts';

/** The web fonts as @font-face rules, for pages without JavaScript and the editor's preview. */
export const webFontFacesCss = webFontFaces
  .map(
    ({ family, url, weight }) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2')}`,
  )
  .join('\n');

/**
 * Fallback faces whose metrics match the web fonts, so that swapping fonts moves as little as
 * possible: computed with @capsizecss/metrics for Arial/Liberation Sans, Roboto, Georgia, and Times
 * New Roman (metric-compatible with Liberation Serif). The Times face is widened a little further,
 * measured in Chromium on the site's headings, which are set at weight 600.
 * Android has none of Arial, Georgia and Times: its phones get Roboto, and for the headings Noto
 * Serif's bold face (its size-adjust measured in Chromium on every page's Fraunces text: the value
 * that changes the fewest blocks' height at the swap). Unmatched, Android's faces change many more
 * blocks at the swap than the matched faces do elsewhere.
 * No `unicode-range`: a character the subset lacks is drawn by the next font of the stack anyway,
 * glyph by glyph.
 */
export const fallbackFontFaces = `
@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans');ascent-override:90.4365%;descent-override:22.518%;line-gap-override:0%;size-adjust:107.1194%}
@font-face{font-family:'Inter Fallback Roboto';src:local('Roboto'),local('Roboto-Regular');ascent-override:90.2384%;descent-override:22.4686%;line-gap-override:0%;size-adjust:107.3546%}
@font-face{font-family:'Fraunces Fallback';src:local('Georgia');ascent-override:92.9623%;descent-override:24.2386%;line-gap-override:0%;size-adjust:105.2039%}
@font-face{font-family:'Fraunces Fallback Times';src:local('Times New Roman'),local('TimesNewRomanPSMT'),local('Liberation Serif');ascent-override:81.7811%;descent-override:21.3233%;line-gap-override:0%;size-adjust:119.5875%}
@font-face{font-family:'Fraunces Fallback Noto';src:local('Noto Serif Bold'),local('NotoSerif-Bold');font-weight:600 700;ascent-override:102.376%;descent-override:26.693%;line-gap-override:0%;size-adjust:95.53%}
`;

/** Every face at once, as CSS (the editor's preview, which has no page script). */
export const fontFaces = `${webFontFacesCss}\n${fallbackFontFaces}`;
