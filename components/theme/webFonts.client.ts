import { firstContentfulPaint, pageLoaded } from './afterFirstPaint';
import { webFontFaces } from './fonts';

/** The fonts' loading, once started (`webFontsSettled`). */
let settled: Promise<void> | undefined;

/**
 * Fetches the two web fonts once the page has been painted (in the metric-matched fallback faces)
 * and has loaded, and puts them in place together: one swap, one layout, and nothing moves. A font
 * that cannot be fetched (offline) leaves its fallback in place. Pages without JavaScript get the
 * same faces from CSS (renderer/documentHead.ts).
 */
export function loadWebFontsAfterFirstPaint(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  settled = Promise.all([firstContentfulPaint(), pageLoaded()]).then(async () => {
    const faces = webFontFaces.map(
      ({ family, url, weight }) => new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap' }),
    );
    await Promise.allSettled(faces.map((face) => face.load()));
    for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
  });
}

/**
 * Resolves once the web fonts are in place or have failed (after the page's load), for work
 * that should lay out with the final fonts, not before the swap and again after it.
 */
export const webFontsSettled = (): Promise<void> => settled ?? pageLoaded();
