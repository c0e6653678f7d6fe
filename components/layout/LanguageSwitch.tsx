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

// In the header: from 360 px on; on the narrowest phones the logo, this and the two buttons beside it
// would not fit, and the menu has it.
const HeaderLink = styled(Link)({ display: 'none', '@media (min-width: 360px)': { display: 'inline-grid' } });

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
 * no counterpart): in the header beside the colour scheme switch as the language's code (`isShort`),
 * in the mobile menu by its name. None while the site is German only.
 */
export function LanguageSwitch({ target, isShort = false }: { target: LanguageTarget | undefined; isShort?: boolean }) {
  if (!target) return null;
  const Shown = isShort ? HeaderLink : Link;
  return (
    <Shown href={target.href} hrefLang={languageCopy.lang}>
      <span lang={languageCopy.lang}>{isShort ? languageCopy.short : languageCopy.name}</span>
      <Description>{target.isCounterpart ? languageCopy.samePage : languageCopy.homePage}</Description>
    </Shown>
  );
}
