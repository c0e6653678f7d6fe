import type { Plugin } from 'vite';
import type { Language } from '#model/i18n/language.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';
import { englishModule } from './englishModule.ts';
import { englishArticlesForBuild } from './englishSite.ts';
import * as germanFeed from './feed.ts';

/**
 * Emits `rss.xml` into the client build (the folder that is uploaded to the host); the English pass
 * `en/rss.xml`, of the English articles, with the English feed's words and addresses.
 */
export function feedPlugin(language: Language = 'de'): Plugin {
  return {
    name: 'blog-rss-feed',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      if (language === 'de') {
        const source = germanFeed.buildFeed(await loadArticlesForBuild());
        this.emitFile({ type: 'asset', fileName: germanFeed.feedPath.slice(1), source });
        return;
      }
      const { root } = this.environment.config;
      const english = await englishModule<typeof germanFeed>(root, 'integrations/emit/feed.ts');
      const articles = await englishArticlesForBuild(root);
      this.emitFile({ type: 'asset', fileName: english.feedPath.slice(1), source: english.buildFeed(articles) });
    },
  };
}
