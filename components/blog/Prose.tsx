import styled from '@emotion/styled';
import { renderWhenNear } from '../theme/renderWhenNear.ts';
import { colors, fontSizes, fonts, layout, lineHeights, mq, radii, space } from '../theme/tokens.ts';
import { partEstimate } from './partSize.ts';

/**
 * Typography of an article body (HTML built from Markdown by integrations/articles). Each `h2`/`h3`
 * comes wrapped with its copy-link: `<div data-heading="2"><h2 id>…</h2><a data-heading-link>`, and
 * each `h2` with what follows it up to the next one in a `<section>`, laid out once near the screen.
 */
export const Prose = styled.div({
  // About 68 characters per line at body size: the measure of a well-set page.
  maxWidth: '68ch',
  fontSize: fontSizes.base,
  lineHeight: lineHeights.body,
  color: colors.ink,
  '& > * + *, & > section > * + *': { marginTop: space.md },
  // A part is laid out on its own (its margins do not collapse with its heading's): the gap above
  // the heading is the part's.
  '& > section': {
    marginTop: space.xxl,
    ...renderWhenNear(partEstimate(19)),
    [mq.sm]: { containIntrinsicSize: `auto ${partEstimate(32)}` },
    [mq.md]: { containIntrinsicSize: `auto ${partEstimate(33)}` },
  },
  '& > section > :first-child': { marginTop: 0 },
  '& [data-heading]': { display: 'flex', alignItems: 'flex-start', gap: space.xxs, lineHeight: lineHeights.snug },
  '& [data-heading="2"]': { marginTop: space.xxl, fontSize: fontSizes.xl },
  '& [data-heading="3"]': { marginTop: space.xl, fontSize: fontSizes.lg },
  // The heading gives way to its link (min-width 0), so the pair is never wider than the column.
  '& [data-heading] > :is(h2, h3)': {
    minWidth: 0,
    fontSize: 'inherit',
    lineHeight: 'inherit',
    scrollMarginTop: `calc(${layout.header} + ${space.md})`,
  },
  '& [data-heading] + *': { marginTop: space.sm },
  // The copy-link: as tall as the heading's first line, a 28 px target, quiet until wanted.
  '& [data-heading-link]': {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.75rem',
    minWidth: '28px',
    height: `${lineHeights.snug}em`,
    minHeight: '28px',
    borderRadius: radii.sm,
    color: colors.inkMuted,
    transition: 'opacity 150ms ease, color 150ms ease',
    '&:hover, &:focus-visible': { color: colors.accentStrong },
    '@media (hover: hover)': { opacity: 0 },
  },
  '& [data-heading]:hover [data-heading-link], & [data-heading-link]:focus-visible': { opacity: 1 },
  '& ul, & ol': { paddingLeft: space.lg },
  '& li + li': { marginTop: space.xs },
  '& li::marker': { color: colors.accentStrong },
  '& ol li::marker': { fontWeight: 600 },
  '& strong': { fontWeight: 600 },
  '& blockquote': {
    margin: `${space.xl} 0`,
    padding: `${space.xs} 0 ${space.xs} ${space.lg}`,
    borderLeft: `3px solid ${colors.accent}`,
    fontFamily: fonts.heading,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.snug,
    color: colors.ink,
  },
  '& blockquote > * + *': { marginTop: space.sm },
  '& a': { color: colors.accentStrong, textDecoration: 'underline' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radii.md },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.sm, lineHeight: lineHeights.snug },
  '& th, & td': {
    padding: `${space.xs} ${space.sm}`,
    borderBottom: `1px solid ${colors.line}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 600, borderBottomColor: colors.lineStrong },
});
