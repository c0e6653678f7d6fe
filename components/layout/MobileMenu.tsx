import styled from '@emotion/styled';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { navLabels } from '../../content/navigation';
import { ContactButton } from '../contact/ContactButton';
import { colors, layout, mq, radii, shadows, space } from '../theme/tokens';
import { NavLinks } from './NavLinks';

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
  [mq.md]: { display: 'none' },
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
  [mq.md]: { display: 'none' },
});

const panelId = 'mobile-menu';

/** The mobile menu: a disclosure that closes on Escape, on navigation and on wider screens. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const close = () => setIsOpen(false);
  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? navLabels.close : navLabels.open}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X size={26} aria-hidden="true" /> : <Menu size={26} aria-hidden="true" />}
      </Toggle>
      <Panel id={panelId} hidden={!isOpen}>
        <NavLinks isStacked onNavigate={close} />
        {/* The menu stays open behind the dialog, so focus can return to this button. */}
        <ContactButton>{navLabels.cta}</ContactButton>
      </Panel>
    </>
  );
}
