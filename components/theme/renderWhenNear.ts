/**
 * Set on `<html>` (by the inline head script, renderer/headScript.ts) when the page is opened at a
 * fragment (`/#contact`) or a link to one is clicked: from then on every block is laid out, so the
 * jump lands where the target really is, not where the estimates below put it.
 */
export const fullLayoutAttr = 'data-full-layout';

/**
 * For a block that usually starts below the first screen (a home section, an article's part, an
 * article's footer): the browser skips its layout and paint until it comes near the viewport, so a
 * page's first layout and the web fonts' swap (components/theme/webFonts.client.ts) lay out only
 * what is on screen (laying out the whole page at once would be a long task on a phone, on the home
 * page and the articles alike). The content stays in the document, in the accessibility tree and in
 * find-in-page; `auto` remembers the height once rendered, and `estimate` stands in for it until then.
 */
export const renderWhenNear = (estimate: string) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimate}`,
    [`html[${fullLayoutAttr}] &`]: { contentVisibility: 'visible' },
  }) as const;
