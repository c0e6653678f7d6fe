// What the publish page adds to Decap's own view: on each open entry whether its last saved change is online
// („Online“ / „Gespeichert – noch nicht online“, from the last deploy's record).

import { el } from './dom';
import { publishApi } from './publishApi';
import { publishStyles } from './publishStyles';

interface EventCms {
  registerEventListener(listener: { name: 'postSave'; handler(): void }): void;
}

/** Runs `ensure` whenever Decap redraws: Decap 3 has no API for a header link or a toolbar item of one's own. */
const onRedraw = (ensure: () => void) =>
  new MutationObserver(ensure).observe(document.body, { childList: true, subtree: true });

/** The entry editor's toolbar, beside Decap's save and delete buttons (its styled component's stable label). */
const toolbar = () => document.querySelector('[class*="-ToolbarSubSectionFirst"]');

function entryStatus(cms: EventCms) {
  const badge = el('p', { role: 'status', class: 'entry-publish-status' });
  let shown = false;
  // In the toolbar once Decap has drawn it; until then (or should Decap change) at the window's edge.
  const place = () => {
    if (!shown) return;
    const bar = toolbar();
    const where = bar ?? document.body;
    if (badge.parentElement === where) return;
    badge.classList.toggle('floating', !bar);
    where.append(badge);
  };
  const update = async () => {
    // An entry's address, with or without the field a launch item names (`?feld=…`).
    const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)(?:\?.*)?$/.exec(location.hash);
    const answer = match
      ? await publishApi<{ status: string | null; text?: string }>('entryStatus', {
          collection: match[1],
          entry: decodeURIComponent(match[2] ?? ''),
        })
      : { status: null };
    shown = Boolean(answer.status);
    if (!shown) return badge.remove();
    badge.textContent = answer.text ?? '';
    badge.dataset.status = answer.status ?? '';
    place();
  };
  onRedraw(place);
  window.addEventListener('hashchange', () => void update());
  cms.registerEventListener({ name: 'postSave', handler: () => void update() });
  void update();
}

export function publishLinks(cms: EventCms): void {
  document.head.append(el('style', {}, publishStyles));
  entryStatus(cms);
}
