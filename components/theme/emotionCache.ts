import createCache from '@emotion/cache';

/**
 * No vendor prefixes added: Emotion's default stylis prefixer writes `-webkit-box`, `-ms-flexbox`
 * and the like for browsers of a decade ago, a fifth of every page's critical CSS. The browsers
 * the build targets (Vite's default: Chrome 107, Safari 16, Firefox 104) need only two, which the
 * styles write out where they are used: `WebkitHyphens` and `WebkitBackdropFilter`.
 */
const stylisPlugins: [] = [];

/**
 * The server's Emotion cache, whose critical CSS goes into each page's `<head>`. Its key is not
 * Emotion's default `css`: importing @emotion/react in the browser creates a default `css` cache,
 * which would adopt the server's `<style>` elements by moving them to the end of `<head>`, and
 * every move restyles the whole page, a long task on a phone.
 */
export function createEmotionCache() {
  return createCache({ key: 'c', stylisPlugins });
}

/** An island's Emotion cache, keyed apart from the page's: an island only adds its own rules. */
export function createIslandEmotionCache(key: string) {
  return createCache({ key, stylisPlugins });
}
