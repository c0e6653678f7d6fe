import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { articleCollection, type DataKey, dataFiles } from '#model/collections';
import { bundledData, loadDataFile } from '#model/load/dataFile';
import { OwnerError } from '#model/load/ownerError';
import type { Article } from '#model/types';
import { imageFiles } from './articles/images';
import { articleFiles, loadArticles, loadArticlesForBuild } from './articles/loadArticles';
import { searchIndexFile } from './articles/searchIndexFile';

/** The two modules: every article, and the address of the search index file. */
const modules = {
  'virtual:articles': (list: readonly Article[]) => list,
  'virtual:articles/search': (list: readonly Article[]) => searchIndexFile(list).url,
} as const;
type ModuleId = keyof typeof modules;
const isModuleId = (id: string): id is ModuleId => Object.hasOwn(modules, id);

/** The folder of the data modules (model/data/README.md): one module per data file, named by its key. */
const dataModules = path.join('model', 'data');
const isDataKey = (key: string): key is DataKey => Object.hasOwn(dataFiles, key);

/**
 * Everything the owner edits, as modules: the one way their content reaches the code.
 *
 * Data files: each module of model/data/ (`import home from '../data/home'`) is served as the checked
 * data of its file (model/collections.ts), without the file's server-only fields, so no YAML, schema
 * or file access reaches a browser chunk. Outside Vite the same module reads the file itself.
 *
 * Articles: `import articles from 'virtual:articles'`: every Markdown file of `content/articles`, rendered
 * in Node at build time (in dev: again after a change) to plain data: frontmatter, HTML, headings,
 * word count and read time. `virtual:articles/search` is the address of the search index, a JSON
 * file of each article's search text that this plugin writes into the upload folder (in dev: serves).
 * No Markdown code reaches a browser chunk.
 *
 * A mistake in a data file or an article stops the build with one German line per mistake
 * (model/load/ownerError.ts) before anything is bundled; the dev server shows it and reloads the
 * page when the file changes.
 *
 * `root`: the folder whose `content/` is read; the Vite root unless given (the unit tests give their
 * fixture project, tests/support/fixtures/site).
 */
export function contentPlugin(options: { root?: string } = {}): Plugin {
  let root = '';
  let contentRoot = '';
  let folder = '';
  let imagesDir = '';
  let isBuild = false;
  let logger: Logger | undefined;
  // A build reads the files once and refuses a missing image; the dev server reads them again for
  // every (re)load and shows a missing image as a note, so the other pages keep working.
  const load = () =>
    isBuild
      ? loadArticlesForBuild(folder, imagesDir, contentRoot)
      : loadArticles(folder, imagesDir, 'placeholder', contentRoot);
  return {
    name: 'content',
    configResolved(config) {
      root = config.root;
      contentRoot = options.root ?? config.root;
      folder = path.join(contentRoot, articleCollection.folder);
      imagesDir = path.join(contentRoot, articleCollection.images);
      isBuild = config.command === 'build' && process.env.VITEST === undefined;
      logger = config.logger;
    },
    async buildStart() {
      if (!isBuild) return;
      // Checked before anything is bundled, so a mistake ends the build with just its lines,
      // not buried under the bundler's stack trace.
      try {
        for (const key of Object.keys(dataFiles) as DataKey[]) loadDataFile(key, contentRoot);
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
    resolveId: (source) => (isModuleId(source) ? `\0${source}` : undefined),
    async load(id) {
      const file = id.split('?')[0] ?? id;
      const key = path.basename(file, '.ts');
      if (path.dirname(file) === path.join(root, dataModules) && isDataKey(key)) {
        this.addWatchFile(path.join(contentRoot, dataFiles[key].file));
        return `export default ${JSON.stringify(bundledData(key, loadDataFile(key, contentRoot).data))};`;
      }
      const source = id.slice(1);
      if (!id.startsWith('\0') || !isModuleId(source)) return undefined;
      for (const file of articleFiles(folder)) this.addWatchFile(file);
      return `export default ${JSON.stringify(modules[source](await load()))};`;
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
          for (const id of Object.keys(modules)) {
            const module = environment.moduleGraph.getModuleById(`\0${id}`);
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
