import { markHandled } from '../early/handled.ts';
import { mobileMenuAttrs } from './dataAttributes.ts';

const toggleSelector = `button[${mobileMenuAttrs.labelOpen}][aria-controls]`;

/** The menu's toggle and the panel it opens. */
interface Menu {
  toggle: HTMLButtonElement;
  panel: HTMLElement;
}

/** The menu, once the document has it. */
function parts(): Menu | undefined {
  const toggle = document.querySelector<HTMLButtonElement>(toggleSelector);
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  return toggle && panel ? { toggle, panel } : undefined;
}

/**
 * A dialog is open over the menu when one is drawn. Closed dialogs stay in the page undrawn: the
 * prerendered contact dialog in its hidden root, and the island's next one, prepared in a hidden
 * `<Activity>` (display: none, with `aria-modal` already set).
 */
const dialogOpen = () =>
  document.querySelector('dialog[open]') !== null ||
  [...document.querySelectorAll('[aria-modal="true"]')].some((dialog) => dialog.getClientRects().length > 0);

const isOpen = (toggle: HTMLButtonElement) => toggle.getAttribute('aria-expanded') === 'true';

function setOpen({ toggle, panel }: Menu, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute(
    'aria-label',
    toggle.getAttribute(open ? mobileMenuAttrs.labelClose : mobileMenuAttrs.labelOpen) ?? '',
  );
  panel.hidden = !open;
}

/**
 * The mobile menu's toggle (`mobileMenuAttrs.labelOpen` with `aria-controls`): a click opens or
 * closes the panel and switches the button's label; Escape closes it and returns the focus to the
 * button; following a link in it closes it. An early behaviour (components/early), started in the
 * `<head>` before the menu exists: it listens on the document and answers from the first paint on.
 */
export function enhanceMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const menu = target && parts();
    if (!target || !menu) return;
    if (menu.toggle.contains(target)) {
      setOpen(menu, !isOpen(menu.toggle));
      markHandled(event);
    } else if (menu.panel.contains(target) && target.closest('a')) setOpen(menu, false);
  });
  document.addEventListener('keydown', (event) => {
    const menu = event.key === 'Escape' ? parts() : undefined;
    // While a dialog is open over the menu, Escape belongs to the dialog (the prerendered contact
    // dialog waits hidden in the page: not open).
    if (!menu || !isOpen(menu.toggle) || dialogOpen()) return;
    setOpen(menu, false);
    menu.toggle.focus();
  });
}
