import { mobileMenuAttrs } from './dataAttributes';

/**
 * The mobile menu's toggle (`mobileMenuAttrs.labelOpen` with `aria-controls`): a click opens or closes the
 * panel and switches the button's label; Escape closes it and returns the focus to the button;
 * following a link in it closes it.
 */
export function enhanceMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>(`button[${mobileMenuAttrs.labelOpen}][aria-controls]`);
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute(
      'aria-label',
      toggle.getAttribute(open ? mobileMenuAttrs.labelClose : mobileMenuAttrs.labelOpen) ?? '',
    );
    panel.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    // While a dialog is open over the menu, Escape belongs to the dialog.
    if (event.key !== 'Escape' || !isOpen() || document.querySelector('[aria-modal="true"], dialog[open]')) return;
    setOpen(false);
    toggle.focus();
  });
}
