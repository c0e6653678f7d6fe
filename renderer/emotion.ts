import createCache from '@emotion/cache';

/** One cache key on server and client, so the client adopts the server's critical CSS. */
export const emotionKey = 'css';

export function createEmotionCache() {
  return createCache({ key: emotionKey });
}
