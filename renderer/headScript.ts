import { createHash } from 'node:crypto';
import { themeStorageKey } from '#model/copy/theme';

/**
 * The one inline script of every page, run from the `<head>` before the first paint (allowed by its
 * hash in the CSP):
 * - it applies the colour scheme the visitor chose earlier, so no page flashes in the other one;
 * - until the page script has started, it remembers the last button clicked (links work without
 *   script), and the page script clicks it again once its handlers are in place
 *   (renderer/+client.ts), so an early tap is never lost.
 */
export const headScript = [
  `try{var t=localStorage.getItem('${themeStorageKey}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`,
  "addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button');if(b&&!document.documentElement.hasAttribute('data-page-script'))window.earlyClick=b},true)",
].join(';');

/** The CSP source that allows exactly this script. */
export const headScriptHash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
