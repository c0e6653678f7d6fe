import styled from '@emotion/styled';
import { colors, fonts, fontSizes, layout, lineHeights, space } from '../theme/tokens';

/** Typography of an article body (trusted HTML from `content/articles`). */
export const Prose = styled.div({
  // About 68 characters per line at body size: the measure of a well-set page.
  maxWidth: '68ch',
  fontSize: fontSizes.base,
  lineHeight: lineHeights.body,
  color: colors.ink,
  '& > * + *': { marginTop: space.md },
  '& h2': { marginTop: space.xxl, fontSize: fontSizes.xl, lineHeight: lineHeights.snug, scrollMarginTop: `calc(${layout.header} + ${space.md})` },
  '& h3': { marginTop: space.xl, fontSize: fontSizes.lg, lineHeight: lineHeights.snug },
  '& h2 + *, & h3 + *': { marginTop: space.sm },
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
  '& a': { color: colors.accentStrong, textDecoration: 'underline' },
});
