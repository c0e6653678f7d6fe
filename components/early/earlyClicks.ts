import { wasHandled } from './handled.ts';

declare global {
  interface Window {
    /**
     * The last button clicked before the page script's handlers were in place
     * (`html[data-page-script]`) that no early behaviour answered in full; the page script
     * (renderer/+client.ts) clicks it again once they are.
     */
    earlyClick?: HTMLButtonElement;
  }
}

/**
 * Until the page script has started, remembers the last button clicked that an early behaviour did
 * not answer in full (a contact button, the blog's filter), so an early tap is never lost. Listens on
 * the window, after the early behaviours' listeners on the document.
 */
export function rememberEarlyClicks(): void {
  window.addEventListener('click', (event) => {
    if (document.documentElement.hasAttribute('data-page-script') || wasHandled(event)) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) window.earlyClick = button;
  });
}
