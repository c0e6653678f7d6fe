import styled from '@emotion/styled';
import { languageCopy } from '#model/copy/language.ts';
import type { LanguageTarget } from '#model/i18n/otherLanguage.ts';
import { colors, fontSizes, radii } from '../theme/tokens.ts';

const Link = styled.a({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '48px',
  minHeight: '48px',
  paddingInline: '0.5rem',
  borderRadius: radii.pill,
  color: colors.ink,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { color: colors.accentStrong },
});

// Read by screen readers, not shown: what the link does, in the page's language.
const Description = styled.span({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/**
 * The link to this page in the other language (or to that language's home page where this page has
 * no counterpart), in the header and the mobile menu. None while the site is German only.
 */
export function LanguageSwitch({ target }: { target: LanguageTarget | undefined }) {
  if (!target) return null;
  return (
    <Link href={target.href} hrefLang={languageCopy.lang}>
      <span lang={languageCopy.lang}>{languageCopy.name}</span>
      <Description>{target.isCounterpart ? languageCopy.samePage : languageCopy.homePage}</Description>
    </Link>
  );
}
