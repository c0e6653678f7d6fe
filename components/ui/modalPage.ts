// What every modal dialog of the site does to the page around it, for the page script's
// prerendered contact dialog (components/contact/earlyDialog.client.ts) and the islands' dialogs
// (components/ui/useModalFocus.ts) alike. Browser only.

/**
 * Runs `task` after the next frame has been painted, in a task of its own (making the page inert
 * restyles all of it, which would hold up the dialog's first frame). Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The first form field of a dialog, where the visitor starts typing. */
export const firstField = (dialog: ParentNode | null | undefined) =>
  dialog?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea') ?? null;

/**
 * Makes everything in `<body>` beside `keep` (the root that holds the dialog) inert; returns what
 * it changed, for `undoInert`. What was inert already stays so.
 */
export function makeRestInert(keep: Element | null | undefined): HTMLElement[] {
  const madeInert: HTMLElement[] = [];
  for (const element of document.body.children) {
    if (element instanceof HTMLElement && element !== keep && !element.inert) {
      element.inert = true;
      madeInert.push(element);
    }
  }
  return madeInert;
}

/** Undoes `makeRestInert`. */
export function undoInert(madeInert: readonly HTMLElement[]): void {
  for (const element of madeInert) element.inert = false;
}
