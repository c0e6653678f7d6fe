import { shareToasts } from '#model/copy/blogScript.ts';
import { showToast } from '../ui/toasts.client.ts';
import { shareAttrs } from './dataAttributes.ts';

/**
 * "Link kopieren": shows the share section's copy button where the clipboard can be written (a
 * secure context with the Clipboard API) and copies the article's canonical URL, confirmed by a
 * polite notification. Without the page script or the API the button stays hidden.
 */
export function enhanceShareButtons(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>(`button[${shareAttrs.copy}]`);
  if (buttons.length === 0 || typeof navigator.clipboard?.writeText !== 'function') return;
  for (const button of buttons) {
    button.closest('li')?.removeAttribute('hidden');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.getAttribute(shareAttrs.copy) ?? location.href);
        showToast(shareToasts.copied);
      } catch {
        showToast(shareToasts.copyFailed);
      }
    });
  }
}
