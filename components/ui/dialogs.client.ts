/**
 * Native dialogs (components/ui/NativeDialog.tsx): a button with `data-opens-dialog="<id>"` opens
 * the dialog as a modal. A `[data-copy-from="<id>"]` element inside is filled with a copy of that
 * element's content on first open, so the page's HTML holds the text once.
 */
export function enhanceDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLButtonElement>('button[data-opens-dialog]');
    if (opener) {
      open(opener);
      return;
    }
    const dialog = target?.closest('dialog');
    // A click on the dialog element itself is a click on its backdrop (its content fills it).
    if (dialog && (target === dialog || target?.closest('[data-dialog-close]'))) dialog.close();
  });
}

function open(opener: HTMLButtonElement): void {
  const dialog = document.getElementById(opener.dataset.opensDialog ?? '');
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  for (const slot of dialog.querySelectorAll<HTMLElement>('[data-copy-from]')) {
    const source = document.getElementById(slot.dataset.copyFrom ?? '');
    if (source && slot.childElementCount === 0) slot.append(...[...source.children].map((child) => child.cloneNode(true)));
  }
  dialog.addEventListener('close', () => opener.focus(), { once: true });
  dialog.showModal();
}
