import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { articleCollection, type DataKey, dataFiles } from '#model/collections.ts';
import { englishIsBuilt, type PagePair, pagePairs } from '#model/i18n/counterparts.ts';
import { englishArticlesFolder } from '#model/i18n/englishFiles.ts';
import type { Language } from '#model/i18n/language.ts';
import { contentFolder } from '#model/load/content.ts';
import { bundledData, loadDataFile } from '#model/load/dataFile.ts';
import type { BuildEnv } from '#model/load/env.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import type { Article } from '#model/types.ts';
import { imageFiles } from './articles/images.ts';
import { articleFiles, loadArticles, loadArticlesForBuild } from './articles/loadArticles.ts';
import { searchIndexFile } from './articles/searchIndexFile.ts';

/** The modules of the door that the articles make: the articles themselves, and the address of their search index. */
const articleModules = {
  articles: (list: readonly Article[]) => list,
  articleSearch: (list: readonly Article[]) => searchIndexFile(list).url,
} as const;

/** The pages in both languages (model/i18n/counterparts.ts): none while English is off or incomplete. */
async function translations(root: string, isBuild: boolean): Promise<PagePair[]> {
  if (!englishIsBuilt(root)) return [];
  const images = path.join(root, articleCollection.images);
  const read = (folder: string, language: Language) =>
    isBuild
      ? loadArticlesForBuild(path.join(root, folder), images, root, language)
      : loadArticles(path.join(root, folder), images, 'placeholder', root, language);
  const [german, english] = await Promise.all([
    read(articleCollection.folder, 'de'),
    read(englishArticlesFolder, 'en'),
  ]);
  return pagePairs(german, english);
}
type ArticleKey = keyof typeof articleModules;
const isArticleKey = (key: string): key is ArticleKey => Object.hasOwn(articleModules, key);
const isDataKey = (key: string): key is DataKey => Object.hasOwn(dataFiles, key);

/**
 * Everything the owner edits, as modules: the one door of their content into the code.
 *
 * Each module of model/content/ (`import home from '#model/content/home'`, model/content/README.md)
 * is served as its content itself: a data file as its checked data (model/collections.ts), without
 * the file's server-only fields, the settings with the build's environment overrides put in and
 * checked by the same schema (model/load/env.ts); `articles` as every Markdown file of
 * `content/articles`, rendered in Node at build time (in dev: again after a change) to plain data:
 * frontmatter, HTML, headings, word count and read time; `articleSearch` as the address of the
 * search index, a JSON file of each article's search text that this plugin writes into the upload
 * folder (in dev: serves). No YAML, schema, Markdown or file access reaches a browser chunk.
 *
 * A mistake in a data file, an override or an article stops the build with one German line per
 * mistake (model/load/ownerError.ts) before anything is bundled; the dev server shows it and
 * reloads the page when the file changes.
 *
 * `root`: the folder whose `content/` is read; the Vite root unless given (the unit tests give their
 * fixture project, tests/support/fixtures/site).
 */
export function contentPlugin(options: { root?: string; language?: Language } = {}): Plugin {
  const language = options.language ?? 'de';
  let root = '';
  let contentRoot = '';
  let folder = '';
  let imagesDir = '';
  let isBuild = false;
  let logger: Logger | undefined;
  let env: BuildEnv = {};
  // A build reads the files once and refuses a missing image; the dev server reads them again for
  // every (re)load and shows a missing image as a note, so the other pages keep working.
  const load = () =>
    isBuild
      ? loadArticlesForBuild(folder, imagesDir, contentRoot, language)
      : loadArticles(folder, imagesDir, 'placeholder', contentRoot, language);
  return {
    name: 'content',
    configResolved(config) {
      root = config.root;
      contentRoot = options.root ?? config.root;
      // The English build's articles are the English ones (content/en/articles/), with the same pictures.
      folder = path.join(contentRoot, language === 'en' ? englishArticlesFolder : articleCollection.folder);
      imagesDir = path.join(contentRoot, articleCollection.images);
      isBuild = config.command === 'build' && process.env.VITEST === undefined;
      logger = config.logger;
      env = config.env;
    },
    async buildStart() {
      if (!isBuild) return;
      // Checked before anything is bundled, so a mistake ends the build with just its lines,
      // not buried under the bundler's stack trace.
      try {
        for (const key of Object.keys(dataFiles) as DataKey[]) loadDataFile(key, contentRoot, { env, language });
        await load();
      } catch (error) {
        if (!(error instanceof OwnerError)) throw error;
        logger?.error(error.message);
        process.exit(1);
      }
    },
    async generateBundle() {
      // The upload folder is the client build's; the server build's files stay on this machine.
      if (this.environment.name !== 'client') return;
      const index = searchIndexFile(await load());
      this.emitFile({ type: 'asset', fileName: index.fileName, source: index.source });
      // The articles' images in the sizes and formats their pages name (integrations/articles/images.ts).
      for (const [fileName, bytes] of [...imageFiles].sort(([a], [b]) => (a < b ? -1 : 1)))
        this.emitFile({ type: 'asset', fileName, source: bytes });
    },
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (path.dirname(file) !== path.join(root, contentFolder)) return undefined;
      const key = path.basename(file, '.ts');
      if (isDataKey(key)) {
        this.addWatchFile(path.join(contentRoot, dataFiles[key].file));
        return `export default ${JSON.stringify(bundledData(key, loadDataFile(key, contentRoot, { env, language }).data))};`;
      }
      if (key === 'translations') {
        this.addWatchFile(path.join(contentRoot, dataFiles.settings.file));
        return `export default ${JSON.stringify(await translations(contentRoot, isBuild))};`;
      }
      if (!isArticleKey(key)) return undefined;
      for (const article of articleFiles(folder)) this.addWatchFile(article);
      return `export default ${JSON.stringify(articleModules[key](await load()))};`;
    },
    configureServer(server) {
      // A changed data file: every module made from it is made anew, and the page reloads.
      const data = new Set(Object.values(dataFiles).map(({ file }) => path.join(contentRoot, file)));
      server.watcher.on('change', (file) => {
        if (!data.has(file)) return;
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      });
      // A new, changed or deleted article file or image renders the articles anew and reloads the page.
      const onChange = (file: string) => {
        if (!(path.dirname(file) === folder && file.endsWith('.md')) && path.dirname(file) !== imagesDir) return;
        for (const environment of Object.values(server.environments)) {
          for (const key of Object.keys(articleModules)) {
            const module = environment.moduleGraph.getModuleById(path.join(root, contentFolder, `${key}.ts`));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
      // The articles' image variants as made for the pages, and the search index of the articles as
      // they are now, whatever hash the page named.
      server.middlewares.use((request, response, next) => {
        const image = imageFiles.get((request.url ?? '').slice(1));
        if (image)
          return void response
            .setHeader('Content-Type', `image/${path.extname(request.url!).slice(1).replace('jpg', 'jpeg')}`)
            .end(image);
        if (!/^\/assets\/search-index\.[0-9a-f]+\.json$/.test(request.url ?? '')) return next();
        load().then(
          (list) => response.setHeader('Content-Type', 'application/json').end(searchIndexFile(list).source),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
