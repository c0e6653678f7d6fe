// Whether the visitor is acting on the page right now (a finger or the mouse button down, a key, a
// scroll), so that heavy work nobody asked for waits for a pause: the web fonts' swap lays out every
// line on the screen again, and in a tap's window it came between the tap and the frame that
// answers it (components/theme/webFonts.client.ts). Browser only.

/** How long the page must have been left alone: a tap's answer has been drawn by then. */
const pauseMs = 300;
/** A press held longer than this is no tap (or its release was lost): it stops holding work back. */
const longestPressMs = 2000;

/** The next idle moment of the main thread, within `within` ms (a task of its own). */
export const idle = (within = 100) =>
  new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: within });
    else setTimeout(resolve, 0);
  });

/**
 * Starts watching the visitor's input, and returns a function that resolves once the page has
 * been left alone for a moment: no pointer pressed, no press, release, key or scroll within the
 * last `pauseMs`, and the main thread idle. Presses before this call are not seen: call it as
 * early as the script starts, before the work it guards can be due.
 */
export function watchForPause(): () => Promise<void> {
  let actedAt = Number.NEGATIVE_INFINITY;
  let pressedAt: number | undefined;
  const acted = (event: Event) => {
    actedAt = performance.now();
    if (event.type === 'pointerdown') pressedAt = actedAt;
    else if (event.type.startsWith('pointer')) pressedAt = undefined;
  };
  for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'keydown', 'scroll'])
    addEventListener(type, acted, { capture: true, passive: true });

  /** How long until the page has been left alone for `pauseMs` (0 or less when it has). */
  const waitLeft = () => {
    const now = performance.now();
    return pressedAt !== undefined && now - pressedAt < longestPressMs ? pauseMs : pauseMs - (now - actedAt);
  };

  return async () => {
    for (;;) {
      const wait = waitLeft();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else {
        await idle(1000);
        // Input may have come while the main thread was busy.
        if (waitLeft() <= 0) return;
      }
    }
  };
}
