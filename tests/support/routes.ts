import { readdirSync } from 'node:fs';
import path from 'node:path';
import { distDir as buildDir } from '#integrations/distDir.mjs';

export const distDir = path.join(buildDir(), 'client');

/** Every prerendered HTML file of the build (or of the site in `root`), relative to it. */
export function htmlFiles(root = distDir, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(root, full);
    return entry.name.endsWith('.html') ? [path.relative(root, full)] : [];
  });
}

/** The route a prerendered file answers: `index.html` → `/`, `blog/x.html` → `/blog/x`. */
export function routeOf(file: string): string {
  const route = `/${file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/** All routes of the build (or of the site in `root`), with their files. */
export function allPages(root = distDir): { file: string; route: string }[] {
  return htmlFiles(root)
    .sort()
    .map((file) => ({ file, route: routeOf(file) }));
}

/**
 * The first page of each kind, in the order of `allPages()`: the home page, each top-level page (the
 * blog, each legal page, the 404) and the first page under each folder (an article, a service, a
 * package). A kind is the route's first segment, and whether the route goes deeper.
 */
export function onePagePerKind(): { file: string; route: string }[] {
  const kinds = new Map<string, { file: string; route: string }>();
  for (const page of allPages()) {
    const [, first, deeper] = page.route.split('/');
    const kind = deeper === undefined ? page.route : `/${first}/…`;
    if (!kinds.has(kind)) kinds.set(kind, page);
  }
  return [...kinds.values()];
}
