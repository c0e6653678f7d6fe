import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { devServerText } from '#model/copy/devServerText.ts';
import { fromAnotherSite, isTopLevelVisit } from './crossSite.ts';
import { denyPatterns, linkedPackages, pathRefusal } from './refusedPaths.ts';

/**
 * What the dev servers answer at all, for `npm run dev` and `npm run edit` alike (docs/security.md,
 * "What the dev servers serve"). In front of everything Vite and the other plugins serve:
 *  - a request from another site is refused, except a visit to one of the pages another plugin
 *    names as a way in (the editor's `/admin/`, through this plugin's `api`): no web page the owner
 *    has open can make the server read, render or compute anything;
 *  - no address that reads as a refused place (refusedPaths.ts), however it is encoded, and no
 *    `/@fs/` outside the project, is answered with more than one plain line.
 * Both answer the same way before any work starts, whether a file is there or not. Behind this,
 * Vite's own `server.fs.deny` names the same places for what Vite serves from disk.
 */

export const devServingName = 'dev-serving';

/** What other plugins may ask of this one (Vite's `Plugin.api`, Rollup's direct plugin communication). */
export interface DevServingApi {
  /** Adds a page (its exact path, e.g. `/admin/`) that a link from another site may open. */
  allowEntryPage: (page: string) => void;
}

function refuse(response: ServerResponse) {
  response.writeHead(403, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'no-store',
  });
  response.end(devServerText.refused);
}

export function devServingPlugin(): Plugin<DevServingApi> {
  const entryPages = new Set<string>();
  return {
    name: devServingName,
    apply: 'serve',
    enforce: 'pre',
    api: { allowEntryPage: (page) => void entryPages.add(page) },
    config: (config) => ({ server: { fs: { deny: denyPatterns(path.resolve(config.root ?? process.cwd())) } } }),
    configureServer: {
      // Before every other plugin's middleware (vite-imagetools' answers its /@imagetools/ ids).
      order: 'pre',
      handler(server) {
        const { root, logger } = server.config;
        const packages = linkedPackages(root);
        server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
          const url = request.url ?? '/';
          const page = url.split('?')[0] ?? '';
          const foreign = fromAnotherSite(request) && !(isTopLevelVisit(request) && entryPages.has(page));
          const refusal = foreign ? 'request from another site' : pathRefusal(url, root, packages);
          if (!refusal) return next();
          // For the developer in the terminal; the answer itself says nothing of what was asked.
          logger.warn(`Vorschau: Anfrage abgelehnt (${refusal}): ${request.method} ${url.slice(0, 120)}`);
          refuse(response);
        });
      },
    },
  };
}
