import { createHash } from 'node:crypto';
import { fullLayoutAttr } from '#components/theme/renderWhenNear.ts';
import { themeStorageKey } from '#model/copy/theme.ts';
import { englishIsBuilt } from '#model/i18n/counterparts.ts';
import { buildLanguage, type Language } from '#model/i18n/language.ts';
import { earlyScript, type OptionalEarlyEntry, optionalEarlyEntries } from './earlyScript.ts';
import { pageScriptAttr } from './pageScriptAttr.mjs';

/** The last part of the head script (below): loads the page script. */
const loadPageScript = `(function(){${[
  `var p=document.currentScript&&document.currentScript.getAttribute('${pageScriptAttr}');if(!p)return`,
  `var go=function(){if(!p)return;var u=p.split(' ');p='';u.slice(1).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=u[0];document.head.appendChild(s)}`,
  `addEventListener('pointerdown',go,true);addEventListener('keydown',go,true)`,
  `var painted=function(){var w=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete});if(!w.length)return go();Promise.all(w.map(function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(go)})})}`,
  `var f=function(){if(performance.getEntriesByName('first-contentful-paint').length)painted();else requestAnimationFrame(f)}`,
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)requestAnimationFrame(f);else addEventListener('load',go)`,
].join(';')}})()`;

/**
 * The one inline script of every page, run from the `<head>` before the first paint (allowed by its
 * hash in the CSP):
 * - it applies the colour scheme the visitor chose earlier, so no page flashes in the other one;
 * - it starts the early behaviours (components/early/, built by renderer/earlyScript.ts): the
 *   menu, the colour switch and the contact dialog's first showing answer a tap from the first
 *   paint on, and on a page with them (`extras`, `earlyEntriesFor`), the home page's about cards
 *   and dialog and the blog list's filter too; until the page script has started, it remembers the
 *   last button clicked that they did not answer in full (links work without script), and the page
 *   script clicks it again once its handlers are in place (renderer/+client.ts), so an early tap
 *   is never lost;
 * - at a fragment (`/#contact`), and from the first click on a link to one (in the capture phase,
 *   before the page script scrolls), it has every block laid out that otherwise waits until it
 *   comes near the screen (components/theme/renderWhenNear.ts), so the jump measures real heights;
 * - it loads the page script (renderer/+client.ts) as soon as it sees the page's first contentful
 *   paint reported, once the high-priority picture (the home page's portrait) has arrived (if it
 *   arrives later: in the frame after it), or at once at the first pointer or key press (without
 *   paint timing: at the load event). The build writes the script's address and its imports on
 *   this script element (`pageScriptAttr`, integrations/deferPageScript.mjs) instead of tags the
 *   browser would fetch with the document: fetched and run before the first paint, the script
 *   would hold it back (Lighthouse counts its round trip and its run in every page's largest paint).
 *   Without the attribute (`npm run dev`) it does nothing, and the page loads its script as Vike
 *   injects it.
 */
export const headScript = (extras: readonly OptionalEarlyEntry[], language: Language = buildLanguage()): string =>
  [
    `try{var t=localStorage.getItem('${themeStorageKey}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`,
    `var d=document.documentElement;if(location.hash)d.setAttribute('${fullLayoutAttr}','')`,
    `addEventListener('click',function(e){var t=e.target instanceof Element?e.target:null;if(t&&t.closest('a[href*="#"]'))d.setAttribute('${fullLayoutAttr}','')},true)`,
    loadPageScript,
    earlyScript('everyPage', language),
    ...extras.map((entry) => earlyScript(entry, language)),
  ].join(';');

/** Every choice of optional early entries, in their fixed order: [], [a], [b], [a, b], … */
function everyChoice(): OptionalEarlyEntry[][] {
  const choices: OptionalEarlyEntry[][] = [[]];
  for (const entry of optionalEarlyEntries) choices.push(...choices.map((choice) => [...choice, entry]));
  return choices;
}

/** The CSP source that allows exactly the head script with these optional early entries. */
const hashOf = (extras: readonly OptionalEarlyEntry[], language: Language) =>
  `'sha256-${createHash('sha256').update(headScript(extras, language)).digest('base64')}'`;

/** The languages whose pages the site has: German, and English where it is built (the project folder, as for the early scripts). */
const siteLanguages = (): Language[] => (englishIsBuilt(process.cwd()) ? ['de', 'en'] : ['de']);

/**
 * The CSP sources that allow exactly the head script: in the form with `extras` in the build's
 * language (a page's own policy), or without them in each of its forms, in each of the site's
 * languages (the hosting kit's header, which serves every page: the same in both build passes).
 */
export const headScriptHashes = (extras?: readonly OptionalEarlyEntry[]): string =>
  extras
    ? hashOf(extras, buildLanguage())
    : [...new Set(siteLanguages().flatMap((language) => everyChoice().map((choice) => hashOf(choice, language))))].join(
        ' ',
      );
