// The attributes by which the page script finds the shared controls' markup: each component and
// its `*.client.ts` take the names from here, so a rename reaches both sides.

/** NativeDialog.tsx, its openers (About.tsx) and dialogs.client.ts. */
export const dialogAttrs = {
  /** On a button: the id of the dialog it opens. */
  opens: 'data-opens-dialog',
  /** On a button inside a dialog: closes it. */
  close: 'data-dialog-close',
  /** On an empty element inside a dialog: the id of the element whose children it shows on opening. */
  copyFrom: 'data-copy-from',
} as const;

/** ToastRegion.tsx and toasts.client.ts: the notification region. */
export const toastAttrs = { region: 'data-toasts' } as const;
