// The only module that imports @reach/dialog: every dialog of the site goes through this wrapper.
import styled from '@emotion/styled';
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { colors, durations, radii, shadows, space } from '../theme/tokens';

const Overlay = styled(DialogOverlay)({
  // Tells @reach/dialog that its styles are provided here.
  '--reach-dialog': '1',
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'start center',
  overflowY: 'auto',
  padding: `clamp(${space.sm}, 6vh, 4rem) ${space.sm}`,
  background: 'rgba(15, 27, 45, 0.55)',
  backdropFilter: 'blur(2px)',
});

const Content = styled(DialogContent)({
  position: 'relative',
  width: '100%',
  maxWidth: '500px',
  background: colors.surface,
  color: colors.ink,
  borderRadius: radii.lg,
  boxShadow: shadows.dialog,
  padding: `${space.xl} clamp(${space.lg}, 5vw, ${space.xl}) ${space.lg}`,
  outline: 'none',
  animation: `dialog-in ${durations.base} ease-out`,
  '@keyframes dialog-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
});

const CloseButton = styled.button({
  position: 'absolute',
  top: space.sm,
  right: space.sm,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: radii.pill,
  background: 'transparent',
  color: colors.inkSoft,
  cursor: 'pointer',
  '&:hover': { background: colors.tint, color: colors.ink },
});

export interface DialogProps {
  isOpen: boolean;
  onDismiss: () => void;
  /** Id of the element holding the dialog's title (its accessible name). */
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

/** A modal dialog: focus trapped, Escape and overlay click close it, focus returns to the opener. */
export function Dialog({ isOpen, onDismiss, labelledBy, closeLabel, children }: DialogProps) {
  return (
    <Overlay isOpen={isOpen} onDismiss={onDismiss}>
      <Content aria-labelledby={labelledBy}>
        <CloseButton type="button" onClick={onDismiss} aria-label={closeLabel}>
          <X size={22} aria-hidden="true" />
        </CloseButton>
        {children}
      </Content>
    </Overlay>
  );
}
