import { contactStore } from '../islands/contactStore.ts';
import { afterNextPaint, makeRestInert, undoInert } from '../ui/modalPage.ts';
import { contactIslandId, laidOutAttr, shownEarlyAttr } from './dataAttributes.ts';
import { dismissesDialog } from './prerenderedDialog.ts';

/**
 * The prerendered contact dialog (renderer/contactIslandHtml.tsx), shown at a tap by the early
 * behaviour (prerenderedDialog.ts) and handled by the page script until the island (React,
 * @reach/dialog, the form's logic) has arrived: the rest of the page inert and still, Escape, the
 * close button and a click beside the dialog close it (and reset the form). A submission waits for
 * the island, which takes the dialog over with what was typed (`handOverEarlyDialog`) and then
 * sends it (`submitHeldBack`).
 */

interface Shown {
  container: HTMLElement;
  form: HTMLFormElement;
  opener: HTMLElement | null;
  madeInert: HTMLElement[];
}

/** The dialog while this script handles it. */
let shown: Shown | undefined;
/** Whether the form was submitted before the island arrived. */
let heldBack = false;
let listening = false;

/**
 * Has the hidden dialog laid out ahead of the first tap (in the next frame, not in this task):
 * styled and measured but invisible (components/theme/GlobalStyles.tsx). Showing it is then a
 * repaint, where otherwise the tap's own task would style and lay out the whole form, most of that
 * task on a phone. Nothing to do once the island has replaced it.
 */
export function layOutEarlyDialog(): void {
  const container = document.getElementById(contactIslandId);
  if (container?.hidden && container.querySelector('form')) container.setAttribute(laidOutAttr, '');
}

/**
 * Takes over the prerendered dialog that the early behaviour has shown at a tap
 * (prerenderedDialog.ts, `shownEarlyAttr`): the rest of the page inert and still, and from now on
 * this script's Escape, close and submission handling. False when there is none to take (the island
 * has replaced it, or is doing so): the island then opens its own.
 */
export function adoptEarlyDialog(opener: HTMLElement | null, needIsland: () => Promise<void>): boolean {
  const container = document.getElementById(contactIslandId);
  const form = container?.querySelector('form');
  if (!container?.hasAttribute(shownEarlyAttr) || !form) return false;
  container.removeAttribute(shownEarlyAttr);
  if (!listening) listen(needIsland);
  const current: Shown = { container, form, opener, madeInert: [] };
  shown = current;
  // Held still and out of reach once the dialog is painted: the overlay covers the page until
  // then, and restyling the whole page would hold up the dialog's first frame.
  afterNextPaint(() => {
    if (shown !== current) return;
    document.documentElement.setAttribute('data-dialog-open', '');
    current.madeInert = makeRestInert(container);
  });
  return true;
}

function releasePage(current: Shown): void {
  undoInert(current.madeInert);
  current.madeInert = [];
}

/** Tab and Shift+Tab go round the dialog's controls (the page behind is inert once painted). */
function cycleTab(container: HTMLElement, event: KeyboardEvent): void {
  const controls = [
    ...container.querySelectorAll<HTMLElement>('button, a[href], input:not([tabindex="-1"]), select, textarea'),
  ];
  const [first, last] = [controls[0], controls.at(-1)];
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  const wrapTo = event.shiftKey
    ? active === first || !inside
      ? last
      : undefined
    : active === last || !inside
      ? first
      : undefined;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

function close(): void {
  const current = shown;
  if (!current) return;
  shown = undefined;
  heldBack = false;
  releasePage(current);
  current.container.hidden = true;
  current.form.reset();
  const message = current.container.querySelector('[role="alert"]');
  if (message) message.textContent = '';
  document.documentElement.removeAttribute('data-dialog-open');
  current.opener?.focus();
  contactStore.close();
}

function listen(needIsland: () => Promise<void>): void {
  listening = true;
  document.addEventListener('keydown', (event) => {
    if (shown && event.key === 'Escape') close();
    if (shown && event.key === 'Tab') cycleTab(shown.container, event);
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!shown || !target || !shown.container.contains(target)) return;
    // The overlay around the dialog, or its close button.
    if (dismissesDialog(target)) close();
  });
  document.addEventListener('submit', (event) => {
    if (!shown || event.target !== shown.form) return;
    event.preventDefault();
    heldBack = true;
    needIsland().catch(() => {
      // Offline, or the site changed under the page: the visitor is told in the form, which stays.
      const message = shown?.container.querySelector('[role="alert"]');
      if (message && shown) message.textContent = shown.container.dataset.failed ?? '';
    });
  });
}

/**
 * Hands the shown dialog over to the island, which replaces it with its own in the same task
 * (typed values, focus and caret kept) and makes the page inert again itself. False when this
 * script does not show it.
 */
export function handOverEarlyDialog(): boolean {
  const current = shown;
  if (!current) return false;
  shown = undefined;
  releasePage(current);
  return true;
}

/**
 * Sends a form submitted before the island arrived, now that the island handles it: the island's
 * form, which took the prerendered one's place and values.
 */
export function submitHeldBack(): void {
  if (!heldBack) return;
  heldBack = false;
  document.getElementById(contactIslandId)?.querySelector('form')?.requestSubmit();
}
