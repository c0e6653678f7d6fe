import styled from '@emotion/styled';
import { navLabels } from '#model/copy/navigation.ts';
import type { LanguageTarget } from '#model/i18n/otherLanguage.ts';
import { paths } from '#model/paths.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { colors, durations, layout, mq, radii, shadows, space, zIndex } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { headerAttrs } from './dataAttributes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/** Scrolled further than this, the header turns solid. */
const solidAfter = '20px';

// Solid once scrolled past 20 px: `headerAttrs.solid` is set by components/layout/header.client.ts when
// this mark, the page's top 20 px, leaves the viewport.
const ScrollMark = styled.div({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: solidAfter,
  pointerEvents: 'none',
});

const Bar = styled.header({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: zIndex.header,
  height: layout.header,
  display: 'flex',
  alignItems: 'center',
  background: 'transparent',
  transition: `background-color ${durations.base} ease, box-shadow ${durations.base} ease`,
  [`&[${headerAttrs.solid}="true"]`]: {
    background: colors.headerSolid,
    backdropFilter: 'saturate(1.4) blur(12px)',
    WebkitBackdropFilter: 'saturate(1.4) blur(12px)',
    boxShadow: shadows.header,
  },
});

const Inner = styled(Container)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
});

const HomeLink = styled.a({ textDecoration: 'none', borderRadius: radii.sm, flexShrink: 0 });

const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: space.xxs, [mq.lg]: { gap: space.sm } });

// The full navigation needs 1200 px beside the logo and the colour scheme switch; below, the menu.
// Its gap, 1.75rem, has no token (between space.lg and space.xl); whether the row fits at 1200 px depends on it.
// With the language switch beside the colour scheme switch, the row is 60 px longer: its gaps close up
// (`isTight`, 1rem), so that it still fits at 1280 px. Without it, the row is as before.
const Desktop = styled.div<{ isTight: boolean }>(({ isTight }) => ({
  display: 'none',
  alignItems: 'center',
  gap: isTight ? '1rem' : '1.75rem',
  whiteSpace: 'nowrap',
  [mq.lg]: { display: 'flex' },
}));
const OnlyWide = styled.span({ display: 'none', [mq.lg]: { display: 'inline' } });
const OnlyNarrow = styled.span({ display: 'inline', [mq.lg]: { display: 'none' } });

const SkipLink = styled.a({
  position: 'absolute',
  left: space.md,
  top: '-100px',
  zIndex: zIndex.toast,
  padding: `${space.sm} ${space.md}`,
  background: colors.dark,
  color: colors.onDark,
  borderRadius: radii.sm,
  '&:focus': { top: space.sm },
});

/**
 * The fixed site header: transparent at the top, solid and blurred once scrolled past 20 px.
 * `languageTarget`: where its language switch leads (none while the site is German only).
 */
export function Header({ languageTarget }: { languageTarget?: LanguageTarget | undefined }) {
  return (
    <>
      <SkipLink href="#main">{navLabels.skip}</SkipLink>
      <ScrollMark {...{ [headerAttrs.scrollMark]: '' }} aria-hidden="true" />
      <Bar {...{ [headerAttrs.solid]: 'false' }}>
        <Inner>
          <HomeLink href={paths.home} aria-label={navLabels.home}>
            <OnlyWide>
              <Logo variant="full" />
            </OnlyWide>
            <OnlyNarrow>
              <Logo variant="compact" />
            </OnlyNarrow>
          </HomeLink>
          <Actions>
            <Desktop isTight={languageTarget !== undefined}>
              <NavLinks isTight={languageTarget !== undefined} />
              <ContactButton>{navLabels.cta}</ContactButton>
            </Desktop>
            <LanguageSwitch target={languageTarget} isShort />
            <ThemeSwitch />
            <MobileMenu languageTarget={languageTarget} />
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}
