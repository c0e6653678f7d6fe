import type { TopicValue } from '#model/types';
import { contactStore } from '../islands/contactStore';
import { contactAttrs } from './dataAttributes';
import { showEarlyDialog, submitHeldBack } from './earlyDialog.client';

/** This long after the load event the dialog's code is fetched anyway (the page's first second stays free). */
const idleDelay = 1500;

let loading: Promise<void> | undefined;
let isReady = false;

/** The next idle moment of the main thread, within 100 ms (a task of its own). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 100 });
    else setTimeout(resolve, 0);
  });

/**
 * Loads and mounts the contact island once (React, @reach/dialog and the form arrive together).
 * Evaluating the code and rendering the island are separate tasks, with an idle moment between
 * them unless the dialog is open. A failed download is tried again on the next tap or submission.
 */
function loadIsland(): Promise<void> {
  loading ??= import('../islands/mountContactIsland').then(
    async ({ mountContactIsland }) => {
      if (!contactStore.get().isOpen) await idle();
      await mountContactIsland();
      isReady = true;
      submitHeldBack();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches and mounts the island ahead of a tap; if that fails, the next tap tries again. */
const prefetchIsland = () => void loadIsland().catch(() => undefined);

const contactButton = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLButtonElement>(`button[${contactAttrs.topic}]`) : null;

function open(button: HTMLButtonElement): void {
  const topic = (button.getAttribute(contactAttrs.topic) ?? '') as TopicValue | '';
  // Before the island has arrived, the prerendered dialog is shown at once, in this task; the
  // island takes it over when it comes. A mounted island shows its own in this task too.
  if (!isReady) showEarlyDialog(topic, button, loadIsland);
  contactStore.open(topic, button);
  // Offline or the deployment changed under the page: the next tap or submission tries again.
  if (!isReady) prefetchIsland();
}

/**
 * Fetches the dialog's code on intent: a contact button hovered, focused or touched. Called as
 * soon as the page script runs, which may be before the document has been parsed and the page's
 * controls are set up, so that an early tap has its download under way by the time it clicks.
 */
export function prefetchContactOnIntent(): void {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (contactButton(event.target)) prefetchIsland();
      },
      { passive: true },
    );
  }
}

/**
 * Every contact button of the page opens the one contact dialog with its topic: the prerendered
 * one at once (earlyDialog.client.ts) until the island has arrived, then the island's. The
 * island's code is fetched on intent (`prefetchContactOnIntent`), after a few idle seconds, or on
 * the tap.
 */
export function enhanceContactButtons(): void {
  document.addEventListener('click', (event) => {
    const button = contactButton(event.target);
    if (button) open(button);
  });
  const whenIdle = () => setTimeout(() => void idle().then(prefetchIsland), idleDelay);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
