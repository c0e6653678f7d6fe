import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { type DataKey, dataFiles } from '#model/collections';
import { bundledData, loadDataFile } from '#model/load/dataFile';
import { OwnerError } from '#model/load/ownerError';

const isDataKey = (key: string): key is DataKey => Object.hasOwn(dataFiles, key);
const call = /\bdataFile\('(\w+)'\)/g;
const importLine = /^import \{ dataFile \} from '[./]+load\/dataFile';\n/m;

/**
 * The owner's data files (model/collections.ts) in the bundle: every `dataFile('key')` call
 * in a module of `model/` becomes the checked data itself, and its import goes, so no YAML,
 * schema or file access reaches a browser chunk. A mistake in a file stops the build with one
 * German line per mistake before anything is bundled; the dev server shows it and reloads the
 * page when the file changes.
 */
export function dataFilesPlugin(): Plugin {
  let root = '';
  let isBuild = false;
  let logger: Logger | undefined;
  return {
    name: 'data-files',
    // Before TypeScript is compiled: the calls and the import are matched as written.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build' && process.env.VITEST === undefined;
      logger = config.logger;
    },
    buildStart() {
      if (!isBuild) return;
      try {
        for (const key of Object.keys(dataFiles) as DataKey[]) loadDataFile(key, root);
      } catch (error) {
        if (!(error instanceof OwnerError)) throw error;
        logger?.error(error.message);
        process.exit(1);
      }
    },
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'model')) || !code.includes('dataFile(')) return undefined;
      const replaced = code.replace(importLine, '').replace(call, (whole, key: string) => {
        if (!isDataKey(key)) return whole;
        const { file } = dataFiles[key];
        this.addWatchFile(path.join(root, file));
        return JSON.stringify(bundledData(key, loadDataFile(key, root).data));
      });
      return replaced === code ? undefined : { code: replaced, map: null };
    },
    configureServer(server) {
      const files = new Set(Object.values(dataFiles).map(({ file }) => path.join(root, file)));
      server.watcher.on('change', (file) => {
        if (!files.has(file)) return;
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
