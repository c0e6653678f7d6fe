/** Fired by the page shell once React has hydrated the page. */
export const hydratedEvent = 'site:hydrated';

/**
 * Remembers a click on a button that lands before React is loaded (links work without React),
 * and returns a function that stops listening and, once the page is hydrated, clicks that
 * button again so that its handler runs.
 */
export function captureEarlyClicks(): () => void {
  let pending: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pending = button;
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    const button = pending;
    if (button) window.addEventListener(hydratedEvent, () => button.click(), { once: true });
  };
}
