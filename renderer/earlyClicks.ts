import { createHash } from 'node:crypto';

/**
 * The one inline script of every page, run from the `<head>`: until the page script has started,
 * it remembers the last button clicked (links work without script), and the page script clicks
 * it again once its handlers are in place (renderer/+client.ts), so an early tap is never lost.
 * Inline because it must run before the first paint; allowed by its hash in the CSP.
 */
export const earlyClickScript =
  "addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button');if(b&&!window.pageScriptReady)window.earlyClick=b},true)";

/** The CSP source that allows exactly this script. */
export const earlyClickHash = `'sha256-${createHash('sha256').update(earlyClickScript).digest('base64')}'`;
