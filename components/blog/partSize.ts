/**
 * The estimated height of an article's part (an `h2` and what follows it, integrations/articles/
 * sectionParts.ts) until the browser lays it out (content-visibility: auto, components/blog/Prose.tsx).
 * One estimate for every part would be far off, as a part runs from a paragraph to long lists, and
 * a part taller than its estimate reaches into the next one while it is skipped: a tool that
 * measures the page without scrolling (Lighthouse's accessibility audit) then finds the next
 * heading's link covered. So each part carries its length, and the CSS turns it into lines at the
 * column's width: never less than the real height and more only by a fraction, which only makes
 * the page look longer until its parts are laid out (tests/site/blog.spec.ts checks every article:
 * a part that outgrows its estimate, long lists of short lines say, is named there).
 */
const chars = '--part-chars';
const pictures = '--part-pictures';

/** The part's custom properties, as its `style` attribute: its characters and the sum of its pictures' height-to-width ratios. */
export const partSizeProperties = (characters: number, pictureRatios: number): string =>
  `${chars}:${characters};${pictures}:${Number(pictureRatios.toFixed(3))}`;

/**
 * The estimate for a column of at least `charactersPerLine` characters a line (fewer than fit, so
 * that the estimate errs on the tall side): the lines of text, and each picture at the column's width.
 */
export const partEstimate = (charactersPerLine: number): string =>
  `calc(var(${chars}, 1200) / ${charactersPerLine} * 1lh + var(${pictures}, 0) * min(100vw, 68ch))`;
