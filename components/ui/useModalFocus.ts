import { type KeyboardEvent, type RefObject, useCallback, useLayoutEffect } from 'react';
import { tabbable } from 'tabbable';
import { afterNextPaint, firstField, makeRestInert, undoInert } from './modalPage.ts';

/**
 * The focus handling of a modal dialog, from the platform: while the dialog is shown, focus starts
 * in its first form field (or on `fallbackFocus` when it has none), the rest of the page is
 * `inert` (unreachable by Tab, pointer and screen readers), Tab and Shift+Tab cycle through the
 * dialog's controls, and on closing the focus returns to `opener`, or else to the element that
 * had it before.
 *
 * A dialog that already has the focus keeps it where it is: the prerendered dialog, shown by the
 * page script before its island arrived, may be half filled in when the island takes it over.
 *
 * The focus moves in the same frame as the dialog appears; making the rest of the page inert
 * restyles all of it, so that waits until the dialog is painted (until then the overlay covers
 * the page and Tab is held in the dialog by the returned key handler anyway).
 *
 * Returns the key handler for the element around the dialog.
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  fallbackFocus: RefObject<HTMLElement | null>,
  givenOpener?: HTMLElement | null,
) {
  useLayoutEffect(() => {
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const hasFocus = Boolean(active && dialog.current?.contains(active));
    const opener = givenOpener ?? (hasFocus ? null : active);
    const initialFocus = () => firstField(dialog.current) ?? fallbackFocus.current;
    // The dialog is fixed in the viewport: nothing to scroll to, and without scrolling the focus
    // does not lay out the page in the middle of the tap's task (the next frame does that once).
    if (!hasFocus) initialFocus()?.focus({ preventScroll: true });
    // Everything beside the island root at the end of <body> that holds the dialog.
    const island = dialog.current?.closest('body > *');
    let madeInert: HTMLElement[] = [];
    const cancel = afterNextPaint(() => {
      madeInert = makeRestInert(island);
      // Focus sent to the page in the meantime (by a script or assistive technology) comes back.
      if (!dialog.current?.contains(document.activeElement)) initialFocus()?.focus();
    });
    return () => {
      cancel();
      undoInert(madeInert);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, fallbackFocus, givenOpener]);

  return useCallback(
    (event: KeyboardEvent) => {
      const container = dialog.current;
      if (event.key !== 'Tab' || !container) return;
      const controls = tabbable(container);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    },
    [dialog],
  );
}
