// What the publish page adds to Decap's own views: a link „Website veröffentlichen“ in Decap's
// header, and on each open entry whether its last saved change is online
// („Online“ / „Gespeichert – noch nicht online“, from the last deploy's record).
import { publishText as text } from '../../../content/publishText';
import { editorApi } from './api';
import { el } from './dom';
import { publishStyles } from './publishStyles';

export const publishAddress = '/admin/?seite=veroeffentlichen';
export const isPublishPage = (): boolean => new URLSearchParams(location.search).get('seite') === 'veroeffentlichen';

interface EventCms {
  registerEventListener(listener: { name: 'postSave'; handler(): void }): void;
}

/** Decap has no API for a link of its own in the header (3.x): the list gets one more item whenever Decap draws it. */
function headerLink() {
  const ensure = () => {
    const list = document.querySelector('header nav ul');
    if (!list || list.querySelector('.publish-header-link')) return;
    list.append(el('li', {}, el('a', { class: 'publish-header-link', href: publishAddress }, text.navLink)));
  };
  new MutationObserver(ensure).observe(document.body, { childList: true, subtree: true });
}

function entryStatus(cms: EventCms) {
  const badge = el('p', { role: 'status', class: 'entry-publish-status' });
  const update = async () => {
    const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(location.hash);
    const answer = match
      ? await editorApi<{ status: string | null; text?: string }>('entryStatus', { collection: match[1], entry: decodeURIComponent(match[2] ?? '') })
      : { status: null };
    if (!answer.status) return badge.remove();
    badge.textContent = answer.text ?? '';
    badge.dataset.status = answer.status;
    if (!badge.isConnected) document.body.append(badge);
  };
  window.addEventListener('hashchange', () => void update());
  cms.registerEventListener({ name: 'postSave', handler: () => void update() });
  void update();
}

export function publishLinks(cms: EventCms): void {
  document.head.append(el('style', {}, publishStyles));
  headerLink();
  entryStatus(cms);
}
