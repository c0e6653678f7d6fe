import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { Prose } from '../../components/blog/Prose';
import { fontFaces } from '../../components/theme/fonts';
import { GlobalStyles } from '../../components/theme/GlobalStyles';

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
  const proseClass = new RegExp(`class="([^"]+)"[^>]*${marker}|${marker}[^>]*class="([^"]+)"`).exec(html);
  return { css: `${fontFaces}\n${extractCritical(html).css}`, proseClass: proseClass?.[1] ?? proseClass?.[2] ?? '' };
}
