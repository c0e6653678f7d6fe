import { useSyncExternalStore } from 'react';

/**
 * The app's place, in the address after `#`, in the form the launch items already link to
 * (tools/edit/server/jobs/publishActions.ts): `#/collections/einstellungen/entries/kontakt?feld=email`.
 * `#/collections/artikel/new` opens a new article, `#/collections/artikel/bilder` the articles' pictures.
 */
export const pages = ['verlauf', 'veroeffentlichen', 'sicherung', 'englisch'] as const;
export type Page = (typeof pages)[number];
const isPage = (name: string | undefined): name is Page => pages.some((page) => page === name);

export interface Route {
  /** A screen of its own: „Verlauf“, „Website veröffentlichen“, „Sicherung“ (`#/verlauf` …). */
  page?: Page;
  collection?: string;
  entry?: string;
  isNew?: boolean;
  /** The collection's pictures („Bilder der Artikel“). */
  isPictures?: boolean;
  /** The field to open scrolled into view and focused (`legal.vatId`). */
  field?: string;
  /** On the page „Englisch“: the English file being translated (`#/englisch/content%2Fen%2F…`). */
  englishFile?: string;
}

export function parseRoute(hash: string): Route {
  const [place = '', query = ''] = hash.replace(/^#/, '').split('?');
  const parts = place.split('/').filter(Boolean).map(decodeURIComponent);
  const field = new URLSearchParams(query).get('feld') ?? undefined;
  if (parts[0] === 'englisch' && parts[1])
    return { page: 'englisch', englishFile: parts[1], ...(field ? { field } : {}) };
  if (isPage(parts[0])) return { page: parts[0] };
  if (parts[0] !== 'collections') return {};
  return {
    ...(parts[1] ? { collection: parts[1] } : {}),
    ...(parts[2] === 'entries' && parts[3] ? { entry: parts[3] } : {}),
    ...(parts[2] === 'new' ? { isNew: true } : {}),
    ...(parts[2] === 'bilder' ? { isPictures: true } : {}),
    ...(field ? { field } : {}),
  };
}

export const pageHref = (page: Page) => `#/${page}`;
export const translationHref = (englishFile: string) => `#/englisch/${encodeURIComponent(englishFile)}`;
export const collectionHref = (collection: string) => `#/collections/${collection}`;
export const entryHref = (collection: string, entry: string) =>
  `#/collections/${collection}/entries/${encodeURIComponent(entry)}`;
export const newHref = (collection: string) => `#/collections/${collection}/new`;
export const picturesHref = (collection: string) => `#/collections/${collection}/bilder`;

/**
 * The screen's address as the app shows it. A change of the address that the screen does not let
 * go (unsaved changes, useLeaveGuard.ts) — the browser's back or forward button, an address typed
 * by hand — is asked first; kept, the screen stays and its address is put back.
 */
let shown = location.hash;
let mayLeave: (() => boolean) | undefined;
const listeners = new Set<() => void>();

/** While set, leaving the screen by its address asks `ask` first. */
export function guardLeaving(ask: (() => boolean) | undefined) {
  mayLeave = ask;
}

function addressChanged() {
  if (location.hash === shown) return;
  if (mayLeave && !mayLeave()) {
    history.pushState(null, '', `${location.pathname}${location.search}${shown}`);
    return;
  }
  shown = location.hash;
  for (const listener of listeners) listener();
}

/** Opens `hash` on the app's own decision (after a save or a deletion), past the guard. */
export function goTo(hash: string) {
  shown = hash;
  location.hash = hash;
  for (const listener of listeners) listener();
}

const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) window.addEventListener('hashchange', addressChanged);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('hashchange', addressChanged);
  };
};

/** The current hash; the component renders anew when it changes. */
export const useHash = () => useSyncExternalStore(subscribe, () => shown);
