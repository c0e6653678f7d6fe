import type { TopicValue } from '#model/types.ts';
import { contactStore } from '../islands/contactStore.ts';
import { idle } from '../theme/leftAlone.ts';
import { webFontsSettled } from '../theme/webFonts.client.ts';
import { afterNextPaint } from '../ui/modalPage.ts';
import { contactAttrs } from './dataAttributes.ts';
import { adoptEarlyDialog, layOutEarlyDialog, submitHeldBack } from './earlyDialog.client.ts';
import { contactButton } from './prerenderedDialog.ts';

type IslandCode = typeof import('../islands/mountContactIsland.tsx');

let code: Promise<IslandCode> | undefined;
let mounting: Promise<void> | undefined;
let isReady = false;

/**
 * Downloads and evaluates the contact island's code once (React, @reach/dialog and the form arrive
 * together), without rendering anything. A failed download is tried again on the next call.
 */
function loadCode(): Promise<IslandCode> {
  code ??= import('../islands/mountContactIsland.tsx').catch((error: unknown) => {
    code = undefined;
    throw error;
  });
  return code;
}

/**
 * Mounts the contact island once, when a visitor has opened the dialog: it takes the prerendered
 * dialog over with what was typed (mountContactIsland.tsx), in a task after the dialog's first frame.
 * React renders nothing before that, so neither the page's paint nor a tap waits for React's first
 * render. A failed download is tried again on the next tap or submission.
 */
function loadIsland(): Promise<void> {
  mounting ??= loadCode().then(
    async ({ mountContactIsland }) => {
      await idle();
      await mountContactIsland();
      isReady = true;
      submitHeldBack();
    },
    (error: unknown) => {
      mounting = undefined;
      throw error;
    },
  );
  return mounting;
}

/** Fetches the island's code ahead of a tap; if that fails, the next tap tries again. */
const prefetchIsland = () => void loadCode().catch(() => undefined);

function open(button: HTMLButtonElement): void {
  const topic = (button.getAttribute(contactAttrs.topic) ?? '') as TopicValue | '';
  // Until the island runs, the early behaviour has shown the prerendered dialog in this tap
  // (prerenderedDialog.ts), this script takes it over, and the island after its first frame. A
  // mounted island shows its own in this task.
  if (!isReady) adoptEarlyDialog(button, loadIsland);
  contactStore.open(topic, button);
  // Offline or the deployment changed under the page: the next tap or submission tries again.
  if (!isReady) afterNextPaint(() => void loadIsland().catch(() => undefined));
}

/**
 * Fetches the dialog's code on intent: a contact button hovered, focused or touched. Called as
 * soon as the page script runs, which may be before the document has been parsed and the page's
 * controls are set up. Started after the next frame, not in the input event: a tap's pointer
 * events come in the same task as its `pointerover`, and starting the download there (the import
 * and its module preloads) holds up the prerendered dialog's frame on a phone. The tap shows that
 * dialog without the code.
 */
export function prefetchContactOnIntent(): void {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (contactButton(event.target)) afterNextPaint(prefetchIsland);
      },
      { passive: true },
    );
  }
}

/**
 * Every contact button of the page opens the one contact dialog with its topic: the prerendered
 * one, shown by the early behaviour and taken over here (earlyDialog.client.ts), until the island
 * has arrived, then the island's. The island's code is fetched on intent (`prefetchContactOnIntent`)
 * or on the tap, never without one: evaluated, React and the dialog are a long task on a phone,
 * which a page whose visitor never opens the dialog should not pay,
 * nor anyone during the page's first seconds; the prerendered dialog answers the tap either way.
 */
export function enhanceContactButtons(): void {
  document.addEventListener('click', (event) => {
    const button = contactButton(event.target);
    if (button) open(button);
  });
}

/** How long after the web fonts the page is left alone before the dialog is laid out. */
const settleMs = 2000;

/**
 * Lays the hidden dialog out once the page has loaded, its web fonts are in place (so it is laid
 * out once, with them), the page has had `settleMs` to settle and the main thread is idle: a tap
 * after that shows it without styling and laying out its form first (earlyDialog.client.ts). Not
 * sooner: a tap while the page is still loading would wait for that layout's frame, which on a
 * phone makes an early tap noticeably slower.
 */
export function layOutDialogWhenIdle(): void {
  void webFontsSettled()
    .then(() => new Promise((resolve) => setTimeout(resolve, settleMs)))
    .then(() => idle(2000))
    .then(layOutEarlyDialog);
}
