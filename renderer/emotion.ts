import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/**
 * The server's critical CSS as `<style>` elements. Marked `data-s` like styles Emotion has already
 * placed, so that no Emotion cache in the browser moves them (see `createEmotionCache` in
 * components/theme/emotionCache.ts). Without the list of rule ids Emotion writes for hydration (a
 * fifth of a kilobyte per page): no cache in the browser takes over the server's rules, islands
 * add their own under their own key.
 */
export function criticalStyleTags({ styles }: EmotionCriticalToChunks): string {
  return styles
    .filter(({ css }) => css !== '')
    .map(({ key, css }) => `<style data-emotion="${key}" data-s="">${css}</style>`)
    .join('');
}
