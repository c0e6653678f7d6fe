import type { Plugin } from 'vite';
import type { Language } from '#model/i18n/language.ts';
import * as germanCards from '#model/socialImages.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';
import { englishModule } from './englishModule.ts';
import { englishArticlesForBuild } from './englishSite.ts';
import { loadCardFonts } from './socialImages/fonts.ts';
import { loadBrandMark, renderSocialImage } from './socialImages/render.ts';

/**
 * Draws every indexable page's social preview image (1200 × 630 JPEG) into the upload folder:
 * `og/index.jpg`, `og/blog.jpg`, `og/blog/<slug>.jpg` … (see model/socialImages.ts). The English
 * pass draws the English pages' under `og/en/`, with their English titles and kind lines.
 */
export function socialImagePlugin(language: Language = 'de'): Plugin {
  return {
    name: 'social-images',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const started = performance.now();
      const { root } = this.environment.config;
      const [fonts, brandMark, articles, { socialCards, socialImagePath }] = await Promise.all([
        loadCardFonts(root),
        loadBrandMark(root),
        language === 'de' ? loadArticlesForBuild() : englishArticlesForBuild(root),
        language === 'de' ? germanCards : englishModule<typeof germanCards>(root, 'model/socialImages.ts'),
      ]);
      const cards = socialCards(articles);
      // Rasterising runs on sharp's worker threads, so the images are drawn side by side.
      const images = await Promise.all(
        cards.map(async (card) => ({
          fileName: socialImagePath(card.route).slice(1),
          source: await renderSocialImage(card, fonts, brandMark),
        })),
      );
      for (const image of images) this.emitFile({ type: 'asset', ...image });
      this.environment.logger.info(`social images: ${cards.length} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
