import { markHandled } from '../early/handled.ts';
import { accordionAttrs } from './dataAttributes.ts';

/**
 * Accordions (`[data-accordion]`): each button with `aria-controls` shows or hides its panel, and
 * opening one closes the others, so one is open at a time. An early behaviour (components/early):
 * it answers from the first paint on.
 */
export function enhanceAccordions(): void {
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>(`[${accordionAttrs.group}] button[aria-controls]`)
        : null;
    const group = button?.closest(`[${accordionAttrs.group}]`);
    if (!button || !group) return;
    const opening = button.getAttribute('aria-expanded') !== 'true';
    for (const other of group.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
      const open = other === button && opening;
      other.setAttribute('aria-expanded', String(open));
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !open;
    }
    markHandled(event);
  });
}
