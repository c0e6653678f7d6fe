import { themeStorageKey } from '#model/copy/theme.ts';
import { markHandled } from '../early/handled.ts';
import { themeSwitchAttrs } from './dataAttributes.ts';

type Choice = 'system' | 'light' | 'dark';
const order: readonly Choice[] = ['system', 'light', 'dark'];
const root = document.documentElement;

const current = (): Choice =>
  root.dataset.theme === 'light' || root.dataset.theme === 'dark' ? root.dataset.theme : 'system';

function remember(choice: Choice): void {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** Gives every switch the accessible name of the active scheme (its icon follows by CSS). */
function label(): void {
  const name = themeSwitchAttrs.label(current());
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${themeSwitchAttrs.switch}]`)) {
    const text = button.getAttribute(name);
    if (text) button.setAttribute('aria-label', text);
  }
}

/**
 * The browser's interface colour follows a chosen scheme too: the page has one
 * `<meta name="theme-color">` per system scheme, and with a choice both carry the chosen one's colour.
 */
function syncThemeColor(): void {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')];
  for (const meta of metas) meta.dataset.schemeColor ??= meta.content;
  const choice = current();
  const chosen = metas.find((meta) => meta.media.includes(choice))?.dataset.schemeColor;
  for (const meta of metas) meta.content = chosen ?? meta.dataset.schemeColor ?? meta.content;
}

/**
 * The header's colour scheme switch: System → Hell → Dunkel, remembered in this browser only. An
 * early behaviour (components/early), started in the `<head>`: it answers from the first paint on,
 * and, with a scheme chosen earlier, names the switch and colours the browser's interface for it
 * once the document has been parsed.
 */
export function enhanceThemeSwitch(): void {
  const sync = () => {
    label();
    syncThemeColor();
  };
  // The page comes named and coloured for "System": with that, nothing to change before the first
  // paint, which a change to the page (even to the same values) could hold up.
  if (current() !== 'system') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sync, { once: true });
    else sync();
  }
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`button[${themeSwitchAttrs.switch}]`)) return;
    const next = order[(order.indexOf(current()) + 1) % order.length]!;
    if (next === 'system') delete root.dataset.theme;
    else root.dataset.theme = next;
    remember(next);
    sync();
    markHandled(event);
  });
}
