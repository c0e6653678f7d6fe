// Only the Latin subset of the two variable fonts is shipped (self-hosted from npm).
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { fontStacks } from './tokens';

/** Set on <html> by renderer/boot.ts to switch from the local fallbacks to the web fonts. */
const fontsAttribute = 'data-fonts';

export { frauncesUrl, interUrl };

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * @font-face rules, including fallback faces whose metrics match the web fonts (computed with
 * @capsizecss/metrics for Georgia, Times New Roman – metric-compatible with Liberation Serif –
 * and Arial/Liberation Sans), so that swapping fonts moves nothing. The Times face is widened
 * by a further 3.6 %, measured in Chromium on the site's headings, which are set at weight 600.
 */
export const fontFaces = `
@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 100 900; src: url(${interUrl}) format('woff2-variations'), url(${interUrl}) format('woff2'); unicode-range: ${latinRange}; }
@font-face { font-family: 'Fraunces Variable'; font-style: normal; font-display: swap; font-weight: 100 900; src: url(${frauncesUrl}) format('woff2-variations'), url(${frauncesUrl}) format('woff2'); unicode-range: ${latinRange}; }
@font-face { font-family: 'Inter Fallback'; src: local('Arial'), local('ArialMT'), local('Liberation Sans'); ascent-override: 90.4365%; descent-override: 22.518%; line-gap-override: 0%; size-adjust: 107.1194%; }
@font-face { font-family: 'Fraunces Fallback'; src: local('Georgia'); ascent-override: 92.9623%; descent-override: 24.2386%; line-gap-override: 0%; size-adjust: 105.2039%; }
@font-face { font-family: 'Fraunces Fallback Times'; src: local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'); ascent-override: 81.7811%; descent-override: 21.3233%; line-gap-override: 0%; size-adjust: 119.5875%; }
`;

/** Fallback fonts first; the web fonts once `html[data-fonts]` is set. */
export const fontVariables = `
:root { --font-heading: ${fontStacks.heading.fallback}; --font-body: ${fontStacks.body.fallback}; }
:root[${fontsAttribute}] { --font-heading: ${fontStacks.heading.web}, ${fontStacks.heading.fallback}; --font-body: ${fontStacks.body.web}, ${fontStacks.body.fallback}; }
`;

/** Without JavaScript the web fonts are used right away (they then load with the page); `html:root` outranks `:root`. */
export const noscriptFontVariables = `html:root { --font-heading: ${fontStacks.heading.web}, ${fontStacks.heading.fallback}; --font-body: ${fontStacks.body.web}, ${fontStacks.body.fallback}; }`;
