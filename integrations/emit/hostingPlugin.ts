import { type LinkItem, SitemapStream, streamToPromise } from 'sitemap';
import type { Plugin } from 'vite';
import type { PagePair } from '#model/i18n/counterparts.ts';
import { htmlLang } from '#model/i18n/language.ts';
import { englishPath } from '#model/i18n/localePath.ts';
import { absoluteUrl, paths } from '#model/paths.ts';
import { type IndexableRoute, indexableRoutes } from '#model/routes.ts';
import type { Article } from '#model/types.ts';
import { loadArticlesForBuild } from '../articles/loadArticles.ts';
import { type EnglishSite, englishSiteForBuild } from './englishSite.ts';
import { headersFile } from './hosting/headersFile.ts';
import { htaccess } from './hosting/htaccess.ts';

/**
 * A page's alternates, as in its head (renderer/head.ts): both languages and `x-default` (the
 * English page), absolute; none for a page in one language only.
 */
function alternates(path: string, pairs: readonly PagePair[]): LinkItem[] {
  const pair = pairs.find((candidate) => candidate.de === path || candidate.en === path);
  if (!pair) return [];
  return [
    { lang: htmlLang.de, url: absoluteUrl(pair.de) },
    { lang: htmlLang.en, url: absoluteUrl(pair.en) },
    { lang: 'x-default', url: absoluteUrl(pair.en) },
  ];
}

/** The English pages search engines should index: the German kinds under /en/, with the English articles. */
const englishRoutes = (english: EnglishSite): IndexableRoute[] =>
  indexableRoutes(english.articles).map((route) => ({ ...route, path: englishPath(route.path) }));

/**
 * sitemap.xml of every indexable route, with absolute URLs equal to the pages' canonicals and
 * `lastmod` where a page's content dates its change. With the English pages: those too, and each
 * page in both languages with its alternates.
 */
export async function buildSitemap(articles: readonly Article[], english?: EnglishSite): Promise<string> {
  const stream = new SitemapStream({ hostname: absoluteUrl(paths.home) });
  const routes = english ? [...indexableRoutes(articles), ...englishRoutes(english)] : indexableRoutes(articles);
  for (const route of routes) {
    const links = english ? alternates(route.path, english.pairs) : [];
    stream.write({
      url: route.path,
      ...(route.lastmod ? { lastmod: route.lastmod } : {}),
      ...(links.length > 0 ? { links } : {}),
    });
  }
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
      // The German pass writes these for both languages (emit/index.ts).
      const english = await englishSiteForBuild(this.environment.config.root);
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: await buildSitemap(await loadArticlesForBuild(), english),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      const withEnglish = english !== undefined;
      this.emitFile({
        type: 'asset',
        fileName: '.htaccess',
        source: htaccess(undefined, undefined, undefined, withEnglish),
      });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(undefined, undefined, withEnglish) });
    },
  };
}
