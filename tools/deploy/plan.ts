import path from 'node:path';
import type { LocalFile } from './localFiles.ts';
import type { Manifest } from './manifest.ts';

/**
 * The upload order that never breaks the live site: what a page loads arrives before the page
 * (hashed scripts, images, fonts), then other files, then the pages, then the lists that link to
 * pages (sitemap, feed), then the server's configuration. Deleting comes after all of them.
 */
export const phases = ['assets', 'files', 'pages', 'lists', 'config'] as const;
export type Phase = (typeof phases)[number];

/** How the summary names each phase. */
export const phaseNames: Record<Phase, string> = {
  assets: 'Skripte, Bilder und Schriften',
  files: 'weitere Dateien',
  pages: 'Seiten',
  lists: 'Sitemap und Feed',
  config: 'Server-Einstellungen (.htaccess, _headers)',
};

/** The same on the editor's publish page, without the files' names. */
export const ownerPhaseNames: Record<Phase, string> = { ...phaseNames, config: 'Server-Einstellungen' };

const configFiles = new Set(['.htaccess', '_headers', '_redirects']);
const listFiles = new Set(['sitemap.xml', 'rss.xml']);
const media = /\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?|ttf|otf)$/i;

/** The phase of a file; a precompressed copy (page.html.br) goes with its original. */
export function phaseOf(file: string): Phase {
  const original = file.replace(/\.(br|gz)$/, '');
  if (configFiles.has(path.posix.basename(original))) return 'config';
  if (original.startsWith('assets/') || media.test(original)) return 'assets';
  if (original.endsWith('.html')) return 'pages';
  if (listFiles.has(original)) return 'lists';
  return 'files';
}

export interface Upload extends LocalFile {
  phase: Phase;
  /** New on the server, or a changed version of a file it has. */
  change: 'neu' | 'geändert';
}

export interface Plan {
  /** In upload order. */
  uploads: Upload[];
  unchanged: LocalFile[];
  /** Files of earlier deploys the build no longer has; deleted after every upload arrived. */
  deletions: string[];
}

/** Compares the build with what the server holds from earlier deploys. */
export function makePlan(local: readonly LocalFile[], server: Manifest): Plan {
  const uploads: Upload[] = [];
  const unchanged: LocalFile[] = [];
  for (const file of local) {
    const before = server[file.path];
    if (before === file.hash) unchanged.push(file);
    else uploads.push({ ...file, phase: phaseOf(file.path), change: before === undefined ? 'neu' : 'geändert' });
  }
  uploads.sort((a, b) => phases.indexOf(a.phase) - phases.indexOf(b.phase) || (a.path < b.path ? -1 : 1));
  const kept = new Set(local.map((file) => file.path));
  const deletions = Object.keys(server)
    .filter((file) => !kept.has(file))
    .sort();
  return { uploads, unchanged, deletions };
}

/** Folders that held deleted files and that the build no longer has, deepest first (removed when empty). */
export function emptiedFolders(deletions: readonly string[], local: readonly LocalFile[]): string[] {
  const kept = new Set<string>();
  for (const file of local)
    for (let dir = path.posix.dirname(file.path); dir !== '.'; dir = path.posix.dirname(dir)) kept.add(dir);
  const folders = new Set<string>();
  for (const file of deletions)
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir))
      if (!kept.has(dir)) folders.add(dir);
  return [...folders].sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? -1 : 1));
}
