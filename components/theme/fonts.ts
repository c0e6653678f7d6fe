// The two web fonts, self-hosted from npm (@fontsource-variable, Latin files) and cut down at
// build time to the characters, weights and features the site uses (./fontSubset.ts,
// integrations/fontSubsetPlugin.ts): a third of the fonts' full Latin files.
// Paint first: a page paints in the metric-matched fallback faces below, and the page script
// fetches the web fonts only after that first paint and the load event (./webFonts.client.ts).
// Fetched earlier, they raced the first paint: whether they arrived before it or after decided
// whether the page waited for them and laid itself out twice before it showed anything, which
// made the largest paint unsteady. Without JavaScript the same faces come from CSS
// (`webFontFacesCss`, in a `<noscript>` of renderer/documentHead.ts: ./fontFacesCss.ts).
import frauncesUrl from '../../generated/fonts/fraunces-600.woff2?url';
import interUrl from '../../generated/fonts/inter-400-600.woff2?url';

/** The web fonts' faces: the family the font stacks name first (tokens.ts), file and weights. */
export const webFontFaces = [
  { family: 'Inter Variable', url: interUrl, weight: '400 600' },
  { family: 'Fraunces Variable', url: frauncesUrl, weight: '600' },
] as const;
