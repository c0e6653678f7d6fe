// The only module that imports @reach/dialog: every dialog of an island goes through this wrapper.
import styled from '@emotion/styled';
import { DialogContent, DialogInner } from '@reach/dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { zIndex } from '../theme/tokens';
import { dialogBackdrop, dialogCloseButton, dialogMargin, dialogPanel } from './dialogStyles';
import { CloseIcon } from './CloseIcon';

const Overlay = styled(DialogInner)({
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
  onDismiss: () => void;
  /** Id of the element holding the dialog's title (its accessible name). */
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog, open while it is rendered and shown: focus trapped, the rest of the page hidden
 * from screen readers, Escape and overlay click close it, focus returns to the opener.
 *
 * It is @reach/dialog's overlay without its portal and open/closed switch: render it inside an
 * `<Activity>` in an island root of its own at the end of `<body>`. Hidden, React prepares it in
 * idle time without running its effects; shown, the focus lock and the screen-reader hiding start.
 */
export function Dialog({ onDismiss, labelledBy, closeLabel, children }: DialogProps) {
  // Focus starts on the close button, the dialog's first control. Named here, the focus lock moves
  // focus there directly instead of measuring every focusable element of the page to find it.
  const closeButton = useRef<HTMLButtonElement>(null);
  // The page behind stays put while the dialog is shown (`html[data-dialog-open]` in the global
  // styles; layout effects do not run while the dialog waits hidden). Reach's own scroll lock sets
  // a custom property on :root, which restyles the whole page.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-dialog-open', '');
    return () => document.documentElement.removeAttribute('data-dialog-open');
  }, []);
  // Without Reach's open/closed context the focus lock would count as closed and stay off: it is
  // switched on here, and only runs while the dialog is shown.
  return (
    <Overlay data-reach-dialog-overlay="" onDismiss={onDismiss} initialFocusRef={closeButton} dangerouslyBypassFocusLock={false} dangerouslyBypassScrollLock>
      <Content aria-labelledby={labelledBy}>
        <CloseButton ref={closeButton} type="button" onClick={onDismiss} aria-label={closeLabel}>
          <CloseIcon />
        </CloseButton>
        {children}
      </Content>
    </Overlay>
  );
}
