import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The folders whose modules may have an English sibling: the site's own code, never the owner's tools. */
const languageFolders = ['model', 'components', 'renderer', 'pages'];

const inEnglishFolder = (file: string) => file.split(path.sep).includes('en');

/**
 * The English build's one difference in code (docs/english.md): a module `X.ts` of the site's code
 * that has a sibling `en/X.ts` is that sibling, wherever it is imported. So the German modules stay
 * exactly as they are, every page and its script get only their own language's words, and
 * model/copy/en/shape.ts makes the type check fail when an English module lacks a word. An import
 * made inside an `en/` folder is never replaced: an English module takes what has no words from its
 * German sibling.
 */
export function englishModulesPlugin(root: string): Plugin {
  const folders = languageFolders.map((folder) => path.join(root, folder) + path.sep);
  return {
    name: 'english-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.includes('/node_modules/') || inEnglishFolder(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      if (!folders.some((folder) => file.startsWith(folder))) return resolved;
      const sibling = path.join(path.dirname(file), 'en', path.basename(file));
      if (!existsSync(sibling)) return resolved;
      return { ...resolved, id: query === undefined ? sibling : `${sibling}?${query}` };
    },
  };
}
