import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isOwnedFile, ownedFilesText } from '../ownedFiles.ts';

/**
 * content/ holds the owner's files and nothing else (model/ownedFiles.ts). Vike takes every `+*`
 * file of the project as configuration and runs it: a `content/+config.ts` from a tampered copy
 * would run inside the build and the editor. So the build, the dev server and the editor look at
 * content/ before anything else reads it, and stop at the first file that no collection owns.
 */

/** What the computer itself writes into a folder (macOS, Windows): no one's file, read by nothing. */
const systemFile = (name: string) => name === '.DS_Store' || name === 'Thumbs.db' || name === 'desktop.ini';

/**
 * The first file in content/ whose name is none of the owner's, relative to `root`. A link under an
 * owner's name is the editor's path rule's to refuse (model/load/plainFile.ts), and the launch check names it.
 */
export function strayContentFile(root: string): string | undefined {
  const visit = (relative: string): string | undefined => {
    const names = readdirSync(path.join(root, relative)).sort();
    for (const name of names) {
      const file = `${relative}/${name}`;
      const stat = lstatSync(path.join(root, file));
      if (stat.isDirectory()) {
        const found = visit(file);
        if (found) return found;
      } else if (!systemFile(name) && !isOwnedFile(file)) return file;
    }
    return undefined;
  };
  return lstatSync(path.join(root, 'content'), { throwIfNoEntry: false })?.isDirectory() ? visit('content') : undefined;
}

/** The German line for a stray file: what was found and what is allowed. */
export const strayContentText = (file: string): string =>
  `✗ ${file}: diese Datei gehört nicht in den Ordner content/ – ${ownedFilesText}. Bitte die Datei entfernen (aus einer Sicherung? dann war sie nicht vom Editor); der Build startet erst ohne sie.`;

/** Ends the process with that line when content/ holds a stray file: before any `+*` file is read. */
export function strayContentOrExit(root: string): void {
  const stray = strayContentFile(root);
  if (!stray) return;
  console.error(strayContentText(stray));
  process.exit(1);
}

/**
 * Vike's own crawler setting (vike.dev/VIKE_CRAWL), a second wall: it looks for `+*` files nowhere
 * in content/, the history or the files a restore set aside. An owner's own setting is kept.
 */
export function keepVikeOutOfContent(): void {
  process.env.VIKE_CRAWL ??= JSON.stringify({
    ignore: ['content/**', '.editor-history/**', '.vor-wiederherstellung/**'],
  });
}
