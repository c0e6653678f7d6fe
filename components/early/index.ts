// The early behaviours of every page: what a tap on the common controls does, from the first paint
// on. Built into one small script (renderer/earlyScript.ts) that renderer/headScript.ts puts into
// every page's inline head script, so these controls answer at once, where a tap that waits for the
// page script waits a network round trip after the page has been painted, long on a slow phone
// connection. Each behaviour listens on the document and finds its markup when a tap
// comes; the page script (renderer/+client.ts) does the rest and does not repeat these.
import { showPrerenderedDialog } from '../contact/prerenderedDialog.ts';
import { enhanceMobileMenu } from '../layout/mobileMenu.client.ts';
import { enhanceThemeSwitch } from '../layout/themeSwitch.client.ts';
import { rememberEarlyClicks } from './earlyClicks.ts';

enhanceMobileMenu();
enhanceThemeSwitch();
showPrerenderedDialog();
// On the window: after the document's listeners, whichever script added them. A tap that no early
// behaviour has answered in full waits for the page script.
rememberEarlyClicks();
