import { CacheProvider } from '@emotion/react';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { ContactDialog } from '#components/contact/ContactDialog.tsx';
import { contactIslandId, contactIslandKey } from '#components/contact/dataAttributes.ts';
import { createIslandEmotionCache } from '#components/theme/emotionCache.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { escapeHtml } from './escapeHtml.ts';

const nothing = () => undefined;

/**
 * The contact island's root with the dialog prerendered in it, hidden, for the end of every
 * page's `<body>`; and the dialog's critical CSS. The head script shows it at the first tap
 * (components/contact/prerenderedDialog.ts) and the page script takes it over
 * (components/contact/earlyDialog.client.ts); the island replaces it with its own, with what was
 * typed and the focus where it was (mountContactIsland.tsx): keep the two alike, so nothing moves.
 */
export function contactIslandHtml(): { html: string; critical: EmotionCriticalToChunks } {
  const cache = createIslandEmotionCache(contactIslandKey);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const dialog = renderToString(
    <CacheProvider value={cache}>
      <ContactDialog initialTopic="" onClose={nothing} onSent={nothing} />
    </CacheProvider>,
  );
  // `data-failed`: what the page script says when a submission finds no island (offline).
  const html = `<div id="${contactIslandId}" hidden data-failed="${escapeHtml(contactCopy.errors.failed)}">${dialog}</div>`;
  return { html, critical: extractCriticalToChunks(dialog) };
}
