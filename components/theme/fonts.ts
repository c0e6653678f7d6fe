// The two web fonts, self-hosted from npm (@fontsource-variable, Latin files) and cut down at
// build time to the characters, weights and features the site uses (./fontSubset.ts,
// integrations/fontSubsetPlugin.ts): 25 KB together instead of 83 KB. Not preloaded (see
// renderer/documentHead.ts): the page paints first in the metric-matched fallbacks below.
import frauncesUrl from '../../generated/fonts/fraunces-600.woff2?url';
import interUrl from '../../generated/fonts/inter-400-600.woff2?url';

export { frauncesUrl, interUrl };

/**
 * @font-face rules, including fallback faces whose metrics match the web fonts (computed with
 * @capsizecss/metrics for Georgia, Times New Roman – metric-compatible with Liberation Serif –
 * and Arial/Liberation Sans), so that swapping fonts moves nothing. The Times face is widened by
 * a further 3.6 %, measured in Chromium on the site's headings, which are set at weight 600.
 * No `unicode-range`: a character the subset lacks is drawn by the next font of the stack anyway,
 * glyph by glyph.
 */
export const fontFaces = `
@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 400 600; src: url(${interUrl}) format('woff2'); }
@font-face { font-family: 'Fraunces Variable'; font-style: normal; font-display: swap; font-weight: 600; src: url(${frauncesUrl}) format('woff2'); }
@font-face { font-family: 'Inter Fallback'; src: local('Arial'), local('ArialMT'), local('Liberation Sans'); ascent-override: 90.4365%; descent-override: 22.518%; line-gap-override: 0%; size-adjust: 107.1194%; }
@font-face { font-family: 'Fraunces Fallback'; src: local('Georgia'); ascent-override: 92.9623%; descent-override: 24.2386%; line-gap-override: 0%; size-adjust: 105.2039%; }
@font-face { font-family: 'Fraunces Fallback Times'; src: local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'); ascent-override: 81.7811%; descent-override: 21.3233%; line-gap-override: 0%; size-adjust: 119.5875%; }
`;
