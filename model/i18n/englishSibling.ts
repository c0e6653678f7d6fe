import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folders whose modules may have an English sibling: the site's own code, never the owner's tools. */
const languageFolders = ['model', 'components', 'renderer', 'pages'];

/** Whether a module's path has an `en/` folder in it: an English module itself. */
export const inEnglishFolder = (file: string) => file.split(path.sep).includes('en');

/**
 * The English sibling `en/X.ts` of the module `X.ts` (an absolute path) of the site's code in the
 * project `root`, if it has one: the module the English build uses in its place (docs/english.md),
 * in the pages (integrations/englishModules.ts) and in the head script (renderer/earlyScript.ts).
 */
export function englishSibling(root: string, file: string): string | undefined {
  if (!languageFolders.some((folder) => file.startsWith(path.join(root, folder) + path.sep))) return undefined;
  const sibling = path.join(path.dirname(file), 'en', path.basename(file));
  return existsSync(sibling) ? sibling : undefined;
}
