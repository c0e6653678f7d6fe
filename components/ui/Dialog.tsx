// The only module that imports @reach/dialog: every dialog of an island goes through this wrapper.
import styled from '@emotion/styled';
import { DialogContent, DialogInner } from '@reach/dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { zIndex } from '../theme/tokens.ts';
import { CloseIcon } from './CloseIcon.tsx';
import { dialogAttrs } from './dataAttributes.ts';
import { dialogBackdrop, dialogCloseButton, dialogMargin, dialogPanel } from './dialogStyles.ts';
import { useModalFocus } from './useModalFocus.ts';

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
  /** Where the focus returns on closing; without it, the element focused when the dialog opened. */
  opener?: HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog, open while it is rendered and shown: focus trapped, the rest of the page hidden
 * from screen readers, Escape and overlay click close it, focus returns to the opener.
 *
 * Focus starts in the first form field, or on the close button when there is none.
 *
 * It is @reach/dialog's overlay and content (roles, Escape, overlay click, the rest of the page
 * hidden from screen readers) without its portal and open/closed switch: render it inside an
 * `<Activity>` in an island root of its own at the end of `<body>`. Hidden, React prepares it in
 * idle time without running its effects; shown, the focus handling and the scroll lock start.
 *
 * Reach's focus lock and scroll lock are switched off (and left out of the bundle, see
 * reachLockStubs.tsx): measuring every focusable element and trapping focus events cost the
 * opening tap tens of milliseconds on a phone. The platform does both: `inert` and a Tab cycle
 * (`useModalFocus`), and `overflow: hidden` on the root element.
 *
 * The close button carries `dialogAttrs.close`, so a page script can close the prerendered dialog
 * before its island has arrived (components/contact/earlyDialog.client.ts).
 */
export function Dialog({ onDismiss, labelledBy, closeLabel, opener, children }: DialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const cycleTab = useModalFocus(content, closeButton, opener);
  // The page behind stays put while the dialog is shown (`html[data-dialog-open]` in the global
  // styles; layout effects do not run while the dialog waits hidden). Reach's own scroll lock sets
  // a custom property on :root, which restyles the whole page.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-dialog-open', '');
    return () => document.documentElement.removeAttribute('data-dialog-open');
  }, []);
  return (
    <Overlay
      data-reach-dialog-overlay=""
      onDismiss={onDismiss}
      onKeyDown={cycleTab}
      dangerouslyBypassFocusLock
      dangerouslyBypassScrollLock
    >
      <Content ref={content} aria-labelledby={labelledBy}>
        <CloseButton
          ref={closeButton}
          type="button"
          onClick={onDismiss}
          aria-label={closeLabel}
          {...{ [dialogAttrs.close]: '' }}
        >
          <CloseIcon />
        </CloseButton>
        {children}
      </Content>
    </Overlay>
  );
}
