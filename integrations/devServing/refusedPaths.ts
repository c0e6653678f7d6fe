import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * What the dev servers never serve from the project, whatever a request's address looks like:
 *  - `content/`: the owner's files reach the pages only as modules (integrations/contentPlugin.ts)
 *    and the site's own image plugins; a file there served as it is (a web page, an SVG, a
 *    restored copy's planted file) would run on the editor's origin, one request from its secret;
 *  - `.editor-history/` (every version of the owner's files), `.vor-wiederherstellung/` (what a
 *    restore put aside), `.env*` (the deploy password) and `.git/`.
 * The names of the two folders are the editor's (tools/history/store.ts) and the restore's
 * (tools/restore/applyCopy.ts); tests/unit/devServing.test.ts checks that they are the same.
 */
export const historyFolderName = '.editor-history';
export const asideFolderName = '.vor-wiederherstellung';
const contentFolderName = 'content';
const hiddenEverywhere = new Set([historyFolderName, asideFolderName, '.git']);

/** Vite's own list (https://vite.dev/config/server-options#server-fs-deny): setting the option replaces it. */
const viteDefaults = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/** A path for a picomatch pattern: its special characters taken as themselves. */
const globLiteral = (text: string) => text.replace(/[\\*?[\]{}()!+@|^$]/g, '\\$&');

/** Vite's `server.fs.deny` for the project at `root` (picomatch patterns on absolute paths, case-insensitive in Vite). */
export function denyPatterns(root: string): string[] {
  const top = globLiteral(path.resolve(root).split(path.sep).join('/'));
  return [
    ...viteDefaults,
    `${top}/${contentFolderName}`,
    `${top}/${contentFolderName}/**`,
    ...[...hiddenEverywhere].flatMap((name) => [`**/${name}`, `**/${name}/**`]),
  ];
}

/** Whether `relative` (a project-relative path in lower case, `/` between names) is a refused place. */
function isRefusedPlace(relative: string): boolean {
  const names = relative.split('/').filter((name) => name !== '');
  if (names[0] === '..') return false;
  return names[0] === contentFolderName || names.some((name) => hiddenEverywhere.has(name) || name.startsWith('.env'));
}

/**
 * The readings of an address's path a server along the way might take: as sent, and decoded once,
 * twice, three times; each cut at a `?` or `#` the decoding revealed, and each with backslashes as
 * slashes, `.`/`..` resolved, names without the trailing dots and spaces Windows drops, in lower
 * case (macOS and Windows ignore case). Undefined when the path cannot be read (a broken escape,
 * still encoded after three rounds): such a request is refused as a whole. (A NUL stays in the
 * name: no file is ever read by a name that holds one.)
 */
export function readingsOf(url: string): string[] | undefined {
  const sent = url.split(/[?#]/)[0] ?? '';
  const stages = [sent];
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(stages.at(-1) ?? ''); round++) {
    try {
      stages.push(decodeURIComponent(stages.at(-1) ?? ''));
    } catch {
      return undefined;
    }
  }
  if (/%[0-9a-f]{2}/i.test(stages.at(-1) ?? '')) return undefined;
  const texts = stages.flatMap((stage) => [stage, stage.split(/[?#]/)[0] ?? '']);
  return [...new Set(texts.map(normalised))];
}

function normalised(text: string): string {
  const names = text
    .replace(/\\/g, '/')
    .split('/')
    .map((name) => (name === '.' || name === '..' ? name : name.replace(/[. ]+$/, '').replace(/:.*$/, '')));
  return path.posix.normalize(`/${names.join('/')}`).toLowerCase();
}

/**
 * The folders outside the project that `/@fs/` may name: the real places of the packages that
 * the project's node_modules links to (a test's copy of the project shares them). The project's
 * own node_modules needs none: it is inside the project.
 */
export function linkedPackages(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  const places: string[] = [];
  const add = (entry: string) => {
    try {
      if (lstatSync(entry).isSymbolicLink()) places.push(realpathSync(entry));
    } catch {
      // An entry that vanished or whose link leads nowhere names no place.
    }
  };
  add(modules);
  let entries: string[] = [];
  try {
    entries = readdirSync(modules);
  } catch {
    return places;
  }
  for (const entry of entries) {
    if (!entry.startsWith('@')) add(path.join(modules, entry));
    else for (const scoped of readdirSync(path.join(modules, entry))) add(path.join(modules, entry, scoped));
  }
  return places;
}

const inside = (folder: string, file: string) => file === folder || file.startsWith(`${folder}/`);
const posixOf = (file: string) => path.resolve(file).split(path.sep).join('/').toLowerCase();

/**
 * Why the dev server must not serve `url` of the project at `root`, or undefined when it may.
 * Every reading of the path (readingsOf) is checked: as an address under the project, as an
 * absolute path on disk (Vite takes an address that starts with the project's path as one), and
 * behind Vite's `/@fs/` (a path on disk: inside the project or a linked package only) and `/@id/`.
 * What exists on disk plays no part, so a refusal says nothing about which files are there.
 */
export function pathRefusal(url: string, root: string, packages: readonly string[] = []): string | undefined {
  // A browser always sends the path itself; a full address or `*` in its place is no page's request.
  if (!url.startsWith('/')) return 'not a path';
  const readings = readingsOf(url);
  if (!readings) return 'unreadable path';
  const top = posixOf(root);
  const allowedOnDisk = [top, ...packages.map(posixOf)];
  const relativeToTop = (file: string) => (inside(top, file) ? file.slice(top.length + 1) : '..');
  for (const reading of readings) {
    const behindFs = reading.startsWith('/@fs/') ? reading.slice('/@fs'.length) : undefined;
    if (behindFs !== undefined && !allowedOnDisk.some((folder) => inside(folder, behindFs)))
      return '/@fs/ outside the project';
    const behindId = reading.startsWith('/@id/')
      ? `/${reading.slice('/@id/'.length).replace(/^__x00__/, '')}`
      : undefined;
    const candidates = [reading, behindFs, behindId].filter((item): item is string => item !== undefined);
    for (const candidate of candidates) {
      const normal = path.posix.normalize(candidate);
      if (isRefusedPlace(normal.slice(1)) || isRefusedPlace(relativeToTop(normal))) return 'refused place';
    }
  }
  return undefined;
}
