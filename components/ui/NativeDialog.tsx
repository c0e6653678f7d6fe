import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { space } from '../theme/tokens.ts';
import { CloseIcon } from './CloseIcon.tsx';
import { dialogAttrs } from './dataAttributes.ts';
import { dialogBackdrop, dialogCloseButton, dialogPadding, dialogPanel } from './dialogStyles.ts';

const Panel = styled.dialog({
  ...dialogPanel,
  width: `calc(100% - 2 * ${space.sm})`,
  maxHeight: `calc(100% - 2 * ${space.sm})`,
  margin: `clamp(${space.sm}, 6vh, 4rem) auto`,
  border: 0,
  padding: 0,
  overflowY: 'auto',
  '&::backdrop': dialogBackdrop,
});

// Fills the dialog (which has no padding of its own), so that a click on the dialog element itself
// is a click on the backdrop; the panel's look is on the dialog.
const Inner = styled.div({ position: 'relative', padding: dialogPadding });
const CloseButton = styled.button(dialogCloseButton);

export interface NativeDialogProps {
  id: string;
  /** Id of the element holding the dialog's title (its accessible name). */
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog of static content as a native `<dialog>`: opened by a button with
 * `dialogAttrs.opens` (components/ui/dialogs.client.ts); Escape, the backdrop and every
 * `dialogAttrs.close` button close it, and the focus returns to the opener.
 */
export function NativeDialog({ id, labelledBy, closeLabel, children }: NativeDialogProps) {
  return (
    <Panel id={id} aria-labelledby={labelledBy}>
      <Inner>
        <CloseButton type="button" aria-label={closeLabel} {...{ [dialogAttrs.close]: '' }}>
          <CloseIcon />
        </CloseButton>
        {children}
      </Inner>
    </Panel>
  );
}
