import { markHandled } from '../early/handled.ts';
import { dialogAttrs } from './dataAttributes.ts';

/**
 * Native dialogs (components/ui/NativeDialog.tsx): a button with `data-opens-dialog="<id>"` opens
 * the dialog as a modal. A `[data-copy-from="<id>"]` element inside is filled with a copy of that
 * element's content on first open, so the page's HTML holds the text once. An early behaviour
 * (components/early): it answers from the first paint on.
 */
export function enhanceDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLButtonElement>(`button[${dialogAttrs.opens}]`);
    if (opener) {
      open(opener);
      markHandled(event);
      return;
    }
    const dialog = target?.closest('dialog');
    // A click on the dialog element itself is a click on its backdrop (its content fills it).
    if (dialog && (target === dialog || target?.closest(`[${dialogAttrs.close}]`))) {
      dialog.close();
      markHandled(event);
    }
  });
}

function open(opener: HTMLButtonElement): void {
  const dialog = document.getElementById(opener.getAttribute(dialogAttrs.opens) ?? '');
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  for (const slot of dialog.querySelectorAll<HTMLElement>(`[${dialogAttrs.copyFrom}]`)) {
    const source = document.getElementById(slot.getAttribute(dialogAttrs.copyFrom) ?? '');
    if (source && slot.childElementCount === 0)
      slot.append(...[...source.children].map((child) => child.cloneNode(true)));
  }
  dialog.addEventListener('close', () => opener.focus(), { once: true });
  dialog.showModal();
}
