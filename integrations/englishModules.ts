import type { Plugin } from 'vite';
import { englishSibling, inEnglishFolder } from '#model/i18n/englishSibling.ts';

/**
 * The English build's one difference in code (docs/english.md): a module `X.ts` of the site's code
 * that has a sibling `en/X.ts` is that sibling, wherever it is imported. So the German modules stay
 * exactly as they are, every page and its script get only their own language's words, and
 * model/copy/en/shape.ts makes the type check fail when an English module lacks a word. An import
 * made inside an `en/` folder is never replaced: an English module takes what has no words from its
 * German sibling.
 */
export function englishModulesPlugin(root: string): Plugin {
  return {
    name: 'english-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.includes('/node_modules/') || inEnglishFolder(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      const sibling = englishSibling(root, file);
      if (!sibling) return resolved;
      return { ...resolved, id: query === undefined ? sibling : `${sibling}?${query}` };
    },
  };
}
