/**
 * Remembers the last button clicked before React is ready (links work without React) and
 * clicks it again once the page is hydrated, so that its handler runs. Hydration is signalled
 * by `html[data-hydrated]`, which the page shell sets (renderer/PageShell.tsx).
 */
export function captureEarlyClicks(): void {
  const root = document.documentElement;
  let pending: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pending = button;
  };
  document.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    pending?.click();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
