import { createHash } from 'node:crypto';
import { fullLayoutAttr } from '#components/theme/renderWhenNear';
import { themeStorageKey } from '#model/copy/theme';

/**
 * The one inline script of every page, run from the `<head>` before the first paint (allowed by its
 * hash in the CSP):
 * - it applies the colour scheme the visitor chose earlier, so no page flashes in the other one;
 * - until the page script has started, it remembers the last button clicked (links work without
 *   script), and the page script clicks it again once its handlers are in place
 *   (renderer/+client.ts), so an early tap is never lost;
 * - at a fragment (`/#contact`), and from the first click on a link to one (in the capture phase,
 *   before the page script scrolls), it has every block laid out that otherwise waits until it
 *   comes near the screen (components/theme/renderWhenNear.ts), so the jump measures real heights.
 */
export const headScript = [
  `try{var t=localStorage.getItem('${themeStorageKey}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`,
  `var d=document.documentElement;if(location.hash)d.setAttribute('${fullLayoutAttr}','')`,
  `addEventListener('click',function(e){var t=e.target instanceof Element?e.target:null;if(t&&t.closest('a[href*="#"]'))d.setAttribute('${fullLayoutAttr}','');var b=t&&t.closest('button');if(b&&!d.hasAttribute('data-page-script'))window.earlyClick=b},true)`,
].join(';');

/** The CSP source that allows exactly this script. */
export const headScriptHash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
