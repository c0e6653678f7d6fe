import { firstContentfulPaint, pageLoaded } from './afterFirstPaint.ts';
import { webFontFaces } from './fonts.ts';
import { watchForPause } from './leftAlone.ts';
import { smoothScrollsEnded } from './smoothScroll.ts';

/** The fonts' loading, once started (`webFontsSettled`). */
let settled: Promise<void> | undefined;

/**
 * Fetches the two web fonts once the page has been painted (in the metric-matched fallback faces)
 * and has loaded, and puts them in place together, once the visitor leaves the page alone for a
 * moment (components/theme/leftAlone.ts) and never during a smooth scroll of the page script: one
 * swap, one layout. The swap lays out every line on the screen again; put in place as soon as the
 * fonts arrive, it often came just as a visitor tapped a control, and the frame that answers the
 * tap waited for it. The fallback faces match the web fonts' average width, but a block can still
 * take a line more or less after the swap; the section the address points at (a jump from
 * the contents or the navigation, a link from elsewhere) stays where it is on the screen. A font
 * that cannot be fetched (offline) leaves its fallback in place. Pages without JavaScript get the
 * same faces from CSS (renderer/documentHead.ts).
 */
export function loadWebFontsAfterFirstPaint(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const leftAlone = watchForPause();
  settled = Promise.all([firstContentfulPaint(), pageLoaded()]).then(async () => {
    const faces = webFontFaces.map(
      ({ family, url, weight }) => new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap' }),
    );
    await Promise.allSettled(faces.map((face) => face.load()));
    await leftAlone();
    // Not during a smooth scroll to a home section: it would end a line off its target, or be cut
    // short by the correction below. Nothing can start one between this wait and the swap.
    await smoothScrollsEnded();
    const anchor = fragmentTargetOnScreen();
    const before = anchor?.getBoundingClientRect().top;
    for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
    // A line more or less in a block above it must not move the section the visitor jumped to.
    if (anchor && before !== undefined) {
      const moved = anchor.getBoundingClientRect().top - before;
      // Instant in every browser: the page has no CSS smooth scrolling, and no smooth scroll is under way.
      if (Math.abs(moved) >= 1) scrollBy(0, moved);
    }
  });
}

/** The element the address's fragment names (`/blog/…#abschnitt`), if it is on the screen. */
function fragmentTargetOnScreen(): Element | undefined {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return undefined; // a malformed fragment names no element
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return undefined;
  const { top, bottom } = target.getBoundingClientRect();
  return bottom > 0 && top < innerHeight ? target : undefined;
}

/**
 * Resolves once the web fonts are in place or have failed (after the page's load), for work
 * that should lay out with the final fonts, not before the swap and again after it.
 */
export const webFontsSettled = (): Promise<void> => settled ?? pageLoaded();
