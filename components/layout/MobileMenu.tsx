import styled from '@emotion/styled';
import { Menu, X } from 'lucide-react';
import { navLabels } from '#model/copy/navigation.ts';
import type { LanguageTarget } from '#model/i18n/otherLanguage.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { colors, layout, mq, radii, shadows, space } from '../theme/tokens.ts';
import { mobileMenuAttrs } from './dataAttributes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavLinks } from './NavLinks.tsx';

const Toggle = styled.button({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  marginRight: '-0.5rem',
  border: 0,
  borderRadius: radii.pill,
  background: 'transparent',
  color: colors.ink,
  cursor: 'pointer',
  [mq.lg]: { display: 'none' },
  // Both icons are in the HTML; the button's state shows one of them.
  '&[aria-expanded="true"] .menu-open, &[aria-expanded="false"] .menu-close': { display: 'none' },
});

const Panel = styled.div({
  position: 'fixed',
  top: layout.header,
  insetInline: 0,
  maxHeight: `calc(100vh - ${layout.header})`,
  overflowY: 'auto',
  padding: `${space.xs} ${layout.gutter} ${space.xl}`,
  background: colors.background,
  boxShadow: shadows.raised,
  borderTop: `1px solid ${colors.line}`,
  display: 'grid',
  gap: space.lg,
  [mq.lg]: { display: 'none' },
});

const panelId = 'mobile-menu';

/**
 * The mobile menu: a disclosure that closes on Escape and on navigation, hidden on wider screens.
 * HTML only; components/layout/mobileMenu.client.ts opens and closes it.
 */
export function MobileMenu({ languageTarget }: { languageTarget?: LanguageTarget | undefined }) {
  return (
    <>
      <Toggle
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={navLabels.open}
        {...{ [mobileMenuAttrs.labelOpen]: navLabels.open, [mobileMenuAttrs.labelClose]: navLabels.close }}
      >
        <Menu className="menu-open" size={26} aria-hidden="true" />
        <X className="menu-close" size={26} aria-hidden="true" />
      </Toggle>
      <Panel id={panelId} hidden>
        <NavLinks isStacked />
        {/* The menu stays open behind the dialog, so focus can return to this button. */}
        <ContactButton>{navLabels.cta}</ContactButton>
        <LanguageSwitch target={languageTarget} />
      </Panel>
    </>
  );
}
