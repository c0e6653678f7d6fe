// The only script a page loads before it has finished loading. The prerendered HTML is complete
// without JavaScript, so the code that hydrates it (Vike's client entry and the page's modules,
// listed by the build in `data-entry` and `data-preload`) waits until the page's content,
// fonts and portrait have loaded and been painted, and then loads in parallel. A visitor who
// interacts earlier starts the hydration at once, and a button clicked meanwhile is clicked
// again afterwards.
// It imports nothing the page code imports, so that it stays one small file (a build test
// checks it).
import { captureEarlyClicks } from './earlyClicks';

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;
let hydrating = false;

function hydrate(): void {
  if (hydrating || !script?.dataset.entry) return;
  hydrating = true;
  for (const type of interactions) removeEventListener(type, hydrate, true);
  for (const href of script.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.entry);
}

captureEarlyClicks();
for (const type of interactions) addEventListener(type, hydrate, { capture: true, passive: true });

/** Runs `run` in the frame after the next one, when what is on screen now has been painted. */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
}

/** Resolves once the browser has reported the first contentful paint (at once where it can't). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** After the load event and the first paint: the page is on screen with everything it loaded. */
function whenLoadedAndPainted(run: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, firstContentfulPaint()]).then(() => afterNextFrame(run));
}

whenLoadedAndPainted(hydrate);
