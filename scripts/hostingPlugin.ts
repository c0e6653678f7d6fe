import { SitemapStream, streamToPromise } from 'sitemap';
import type { Plugin } from 'vite';
import { absoluteUrl, paths } from '../content/paths';
import { indexableRoutes } from '../content/routes';
import type { Article } from '../content/types';
import { loadArticlesForBuild } from './articles/loadArticles';
import { headersFile } from './hosting/headersFile';
import { htaccess } from './hosting/htaccess';

/** sitemap.xml of every indexable route, with absolute URLs equal to the pages' canonicals. */
export async function buildSitemap(buildDate: string, articles: readonly Article[]): Promise<string> {
  const stream = new SitemapStream({ hostname: absoluteUrl(paths.home) });
  for (const route of indexableRoutes(articles)) stream.write({ url: route.path, lastmod: route.lastmod ?? buildDate });
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
      const buildDate = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: await buildSitemap(buildDate, await loadArticlesForBuild()) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: '.htaccess', source: htaccess() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}
