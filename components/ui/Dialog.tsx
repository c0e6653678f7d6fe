// The only module that imports @reach/dialog: every dialog of an island goes through this wrapper.
import styled from '@emotion/styled';
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { zIndex } from '../theme/tokens';
import { dialogBackdrop, dialogCloseButton, dialogMargin, dialogPanel } from './dialogStyles';

const Overlay = styled(DialogOverlay)({
  // Tells @reach/dialog that its styles are provided here.
  '--reach-dialog': '1',
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.dialog,
  display: 'grid',
  placeItems: 'start center',
  overflowY: 'auto',
  padding: dialogMargin,
  ...dialogBackdrop,
});

const Content = styled(DialogContent)(dialogPanel);
const CloseButton = styled.button(dialogCloseButton);

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
