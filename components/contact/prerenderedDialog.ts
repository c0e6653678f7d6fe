import { markHandled } from '../early/handled.ts';
import { dialogAttrs } from '../ui/dataAttributes.ts';
import { firstField } from '../ui/modalPage.ts';
import { contactAttrs, contactIslandId, shownEarlyAttr } from './dataAttributes.ts';

/** The contact button a click landed on, if any. */
export const contactButton = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLButtonElement>(`button[${contactAttrs.topic}]`) : null;

/** Whether a click on `target`, inside the prerendered dialog, closes it: its overlay or its close button. */
export const dismissesDialog = (target: Element) =>
  target.hasAttribute('data-reach-dialog-overlay') || target.closest(`[${dialogAttrs.close}]`) !== null;

/** The button that opened the dialog this script shows, for the focus to return to. */
let opener: HTMLButtonElement | null = null;

/** The prerendered dialog's root while this script shows it and the page script has not taken it. */
const shownHere = () => document.querySelector<HTMLElement>(`#${contactIslandId}[${shownEarlyAttr}]`);

function hide(container: HTMLElement): void {
  container.hidden = true;
  container.removeAttribute(shownEarlyAttr);
  container.querySelector('form')?.reset();
  opener?.focus();
}

/**
 * A tap on a contact button shows the prerendered contact dialog (renderer/contactIslandHtml.tsx)
 * with its topic chosen and the focus in its first field, in the tap's own task: an early behaviour
 * (components/early), so it answers from the first paint on. It marks the dialog
 * (`shownEarlyAttr`); the page script takes it over in the same tap, or once it has arrived
 * (earlyDialog.client.ts: the page around it inert, the form's sending). Until then Escape, the close
 * button and a click beside the dialog close it. Once the island has replaced the prerendered
 * dialog, the island shows its own.
 */
export function showPrerenderedDialog(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const shown = shownHere();
    if (shown && target && shown.contains(target)) {
      if (dismissesDialog(target)) {
        hide(shown);
        markHandled(event);
      }
      return;
    }
    const button = contactButton(target);
    const container = button && document.getElementById(contactIslandId);
    const form = container?.querySelector('form');
    if (!button || !container?.hidden || !form) return;
    const select = form.elements.namedItem('topic');
    if (select instanceof HTMLSelectElement) select.value = button.getAttribute(contactAttrs.topic) ?? '';
    opener = button;
    container.setAttribute(shownEarlyAttr, '');
    container.hidden = false;
    firstField(form)?.focus({ preventScroll: true });
  });
  document.addEventListener('keydown', (event) => {
    const shown = event.key === 'Escape' ? shownHere() : null;
    if (shown) hide(shown);
  });
}
