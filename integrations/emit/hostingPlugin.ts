import { SitemapStream, streamToPromise } from 'sitemap';
import type { Plugin } from 'vite';
import { absoluteUrl, paths } from '#model/paths.ts';
import { indexableRoutes } from '#model/routes.ts';
import type { Article } from '#model/types.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';
import { headersFile } from './hosting/headersFile.ts';
import { htaccess } from './hosting/htaccess.ts';

/** sitemap.xml of every indexable route, with absolute URLs equal to the pages' canonicals and `lastmod` where a page's content dates its change. */
export async function buildSitemap(articles: readonly Article[]): Promise<string> {
  const stream = new SitemapStream({ hostname: absoluteUrl(paths.home) });
  for (const route of indexableRoutes(articles))
    stream.write({ url: route.path, ...(route.lastmod ? { lastmod: route.lastmod } : {}) });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

/** Emits the search-engine files and the static-host kit into the upload folder. */
export function hostingPlugin(): Plugin {
  return {
    name: 'static-host-kit',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: await buildSitemap(await loadArticlesForBuild()),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: '.htaccess', source: htaccess() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}
