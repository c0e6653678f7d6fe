import type { Plugin } from 'vite';
import { socialCards, socialImagePath } from '#model/socialImages.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';
import { loadCardFonts } from './socialImages/fonts.ts';
import { loadBrandMark, renderSocialImage } from './socialImages/render.ts';

/**
 * Draws every indexable page's social preview image (1200 × 630 JPEG) into the upload folder:
 * `og/index.jpg`, `og/blog.jpg`, `og/blog/<slug>.jpg` … (see model/socialImages.ts).
 */
export function socialImagePlugin(): Plugin {
  return {
    name: 'social-images',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const started = performance.now();
      const { root } = this.environment.config;
      const [fonts, brandMark, articles] = await Promise.all([
        loadCardFonts(root),
        loadBrandMark(root),
        loadArticlesForBuild(),
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
