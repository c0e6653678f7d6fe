import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { Prose } from '#components/blog/Prose.tsx';
import { fontFaces } from '#components/theme/fontFacesCss.ts';
import { GlobalStyles } from '#components/theme/GlobalStyles.tsx';
import { fontSizes, lineHeights, space } from '#components/theme/tokens.ts';

/** The marker that finds the article body's class in the rendered markup. */
const marker = 'data-vorschau';

/**
 * The site's own styles for the editor's article preview: its fonts, its base styles and the
 * article typography (components/blog/Prose.tsx), rendered once the way the pages render them.
 * `proseClass` is the class the preview puts around the article's body.
 */
export function previewStyles(): { css: string; proseClass: string } {
  const cache = createCache({ key: 'vorschau' });
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
      <Prose {...{ [marker]: '' }}>Text</Prose>
    </CacheProvider>,
  );
  const match = new RegExp(`class="([^"]+)"[^>]*${marker}|${marker}[^>]*class="([^"]+)"`).exec(html);
  const proseClass = match?.[1] ?? match?.[2] ?? '';
  // The editor puts the rendered body in a wrapper of its own, and its headings come without the
  // site's copy-link wrapper: the same rules, one level down, and the headings' sizes set directly.
  const css = extractCritical(html).css.replaceAll(`.${proseClass}>`, `.${proseClass}>div>`);
  const headings = `.${proseClass} h2{font-size:${fontSizes.xl};margin-top:${space.xxl};line-height:${lineHeights.snug}}.${proseClass} h3{font-size:${fontSizes.lg};margin-top:${space.xl};line-height:${lineHeights.snug}}.${proseClass} :is(h2,h3)+*{margin-top:${space.sm}}`;
  return { css: `${fontFaces}\n${css}\n${headings}`, proseClass };
}
