import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { contactIslandId, contactIslandKey } from '../contact/dataAttributes.ts';
import { handOverEarlyDialog } from '../contact/earlyDialog.client.ts';
import { readContactForm } from '../contact/readContactForm.ts';
import type { ContactValues } from '../contact/submitContact.ts';
import { createIslandEmotionCache } from '../theme/emotionCache.ts';
import { ContactIsland } from './ContactIsland.tsx';
import { contactStore } from './contactStore.ts';
import { keepFocus } from './keepFocus.ts';

/** The island's root: prerendered at the end of `<body>` (renderer/contactIslandHtml.tsx), or made here. */
function islandRoot(): HTMLElement {
  const existing = document.getElementById(contactIslandId);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = contactIslandId;
  return document.body.appendChild(container);
}

/**
 * The dialog the island renders in place of the open prerendered one would play its entrance
 * (a fade and a slide) once more while the visitor reads or types in it: it is put at its end in
 * the same task, before the frame. Only animations that end (none of the form's runs forever).
 */
function finishEntrance(container: HTMLElement): void {
  if (typeof container.getAnimations !== 'function') return;
  for (const animation of container.getAnimations({ subtree: true })) {
    if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
  }
}

/**
 * Starts the contact island in its root; resolves after its first commit.
 * - The prerendered dialog is shown (prerenderedDialog.ts, earlyDialog.client.ts), perhaps half
 *   filled in: the island reads what has been typed, renders its own dialog in place of the
 *   prerendered one (without playing its entrance again) and puts the focus and caret back, all in
 *   one task (`flushSync`). No keystroke can fall between reading and replacing, and the island's
 *   state is what the fields show.
 *   (Hydrating the prerendered dialog instead spread the takeover over several tasks: a keystroke
 *   or a store update in between made React throw the server's fields away and render new ones,
 *   which lost the focus, and the dialog moved it to the first field – the message went into the
 *   name.)
 * - Closed: nothing to keep. The island renders its own hidden dialog in place of the prerendered
 *   one, as a transition, which yields to the browser every few milliseconds.
 */
export function mountContactIsland(): Promise<void> {
  const container = islandRoot();
  const form = container.querySelector('form');
  return new Promise((resolve) => {
    // Marks the root once the island runs it (for tests, like `html[data-page-script]`).
    const committed = () => {
      container.dataset.island = 'ready';
      resolve();
    };
    const tree = (draft?: ContactValues) => (
      <CacheProvider value={createIslandEmotionCache(contactIslandKey)}>
        <ContactIsland draft={draft} onCommit={committed} />
      </CacheProvider>
    );
    const root = createRoot(container);
    if (form && handOverEarlyDialog()) {
      const restoreFocus = keepFocus(container);
      // React empties the root as it commits: until then the prerendered fields are read and shown.
      flushSync(() => root.render(tree(readContactForm(form))));
      restoreFocus();
      finishEntrance(container);
      return;
    }
    container.replaceChildren();
    container.hidden = false;
    // Someone is waiting for the dialog (a page without the prerendered one): open at once.
    if (contactStore.get().isOpen) root.render(tree());
    else startTransition(() => root.render(tree()));
  });
}
