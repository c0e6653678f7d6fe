// When the page has been painted: the moments the page script waits for before work that the first
// paint does not need (components/theme/webFonts.client.ts). Browser only.

/**
 * Resolves once the browser has presented the page's first contentful paint (its `paint` timing
 * entry), at once in browsers without paint timing.
 */
export function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page has loaded (the window's `load` event), at once if it has. */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
}
