import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type DevServingApi, devServingName } from '#integrations/devServing/plugin.ts';
import { articleCollection } from '#model/collections.ts';
import { englishSettingsFile, englishTextFile, textKeys } from '#model/i18n/englishFiles.ts';
import { englishPath } from '#model/i18n/localePath.ts';
import { editorFields } from '../fields/allFields.ts';
import { pictureFiles } from '../files/pictureFiles.ts';
import { sitePictureFiles } from '../files/sitePictures.ts';
import { backupRoutes } from '../jobs/backupRoutes.ts';
import { editorBackend } from './actions.ts';
import { type AppBundle, buildAppBundle } from './appBundle.ts';
import { appHtml } from './appPage.ts';
import { adminPath, movedPages } from './pages.ts';
import { makeEditorToken, requestGuard } from './requestGuard.ts';

// For run.mjs, which loads this one module through Vite's module runner (each start of it costs
// about half a second of CPU): whether the English preview runs beside the editor.
export { englishIsBuilt } from '#model/i18n/counterparts.ts';

/** Stands for an article's slug in `articleAddress` (app/articles/ArticleForm.tsx). */
const slugMark = '{slug}';

/**
 * Where each English page text and the settings' words show in the English preview: all on the
 * home page (`home`), the page texts' sections under their own names as ids (components/home/:
 * `#about`, `#services` …), which the page texts' files are named by.
 */
const englishTextAddresses = (home: string): Record<string, string> =>
  Object.fromEntries([
    ...textKeys.map((key) => [englishTextFile(key), key === 'home' ? home : `${home}#${key}`]),
    [englishSettingsFile, home],
  ]);

/**
 * The browser editor inside the dev server, plugged in by `npm run edit` (tools/edit/run.mjs passes
 * it to the dev server it starts): `/admin/` is the editor's own app (app/, docs/editor.md), `/api/v1`
 * its server side (server/http/actions.ts). Only that dev server has it: the site's vite.config.ts does not
 * load it, so a build never sees it and nothing of the editor reaches `dist/client`. Only the editor's own pages
 * may use `/api/v1` (requestGuard.ts, with a secret made at each start).
 */

function send(response: ServerResponse, type: string, body: string | Buffer, cache = 'no-store') {
  response.setHeader('Content-Type', `${type}; charset=utf-8`);
  response.setHeader('Cache-Control', cache);
  // The pages hold the secret: no other site may frame them (and no CORS header lets one read them).
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.end(body);
}

/** The types of the files the app's build writes (appBundle.ts): its script, and styles should it get any. */
const appFileTypes: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css' };

function adminPages(server: ViteDevServer, root: string, token: string, app: Promise<AppBundle>) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    // The editor's own app (app/main.tsx), built at the start (appBundle.ts), not run through the
    // dev server: no Vite client, which reloads the page whenever a content file changes — after every save.
    if (url === adminPath || url === `${adminPath}index.html`)
      return send(response, 'text/html', appHtml(token, (await app).script));
    // Only the files of that build, by their exact address; their names carry their content's hash.
    const appFile = url.startsWith(adminPath) ? (await app).files.get(url) : undefined;
    const appFileType = appFileTypes[path.extname(url)];
    if (appFile && appFileType) return send(response, appFileType, appFile, 'private, max-age=31536000, immutable');
    const moved = movedPages[url] ?? movedPages[`${url}/`];
    if (moved) {
      response.statusCode = 302;
      response.setHeader('Location', moved);
      return response.end();
    }
    if (`${url}/` === adminPath) {
      response.statusCode = 301;
      response.setHeader('Location', `${url}/`);
      return response.end();
    }
    if (url === `${adminPath}fields.json`) {
      try {
        const { previewStyles } = (await server.ssrLoadModule(
          '/tools/edit/server/site/previewStyles.tsx',
        )) as typeof import('../site/previewStyles.tsx');
        const { iconPictures } = (await server.ssrLoadModule(
          '/tools/edit/server/site/iconPictures.tsx',
        )) as typeof import('../site/iconPictures.tsx');
        // The site's address of an article, for „Auf der Website ansehen“ (model/paths.ts reads the
        // site's settings, so it is loaded the way the pages load it).
        const { paths } = (await server.ssrLoadModule('/model/paths.ts')) as typeof import('#model/paths.ts');
        // The English preview runs one port up (tools/edit/run.mjs), its articles under /en/blog/.
        const englishPreview = `http://localhost:${(server.config.server.port ?? 3000) + 1}`;
        const body = {
          config: editorFields(root),
          preview: previewStyles(),
          icons: iconPictures(),
          articleAddress: paths.article(slugMark),
          englishArticleAddress: `${englishPreview}${englishPath(paths.article(slugMark))}`,
          englishTextAddresses: englishTextAddresses(`${englishPreview}${englishPath(paths.home)}`),
        };
        return send(response, 'application/json', JSON.stringify(body));
      } catch (error) {
        response.statusCode = 500;
        return send(response, 'text/plain', error instanceof Error ? error.message : String(error));
      }
    }
    next();
  };
}

/** `buildApp`: how the app is built (appBundle.ts); a test passes one that counts. */
export function editorPlugin(
  buildApp: (root: string) => Promise<AppBundle> = buildAppBundle,
): Plugin<{ appReady: () => Promise<AppBundle> }> {
  let app: Promise<AppBundle> | undefined;
  const appReady = () => {
    if (!app) throw new Error('editorPlugin: the app is built once the configuration is resolved');
    return app;
  };
  return {
    api: { appReady },
    name: 'site-editor',
    apply: 'serve',
    // What the dev server serves at all is the site's rule for both dev servers
    // (integrations/devServing/): the editor adds its page as the one a link from elsewhere may open.
    configResolved(config) {
      const serving = config.plugins.find((plugin) => plugin.name === devServingName)?.api as DevServingApi | undefined;
      // Without the site's rule the editor would serve the project's files to any web page: it does not start.
      if (!serving)
        throw new Error(`Der Editor braucht die Regeln der Vorschau (${devServingName}) aus vite.config.ts.`);
      serving.allowEntryPage(adminPath);
      // Built beside the dev server's own start: run.mjs waits for both before it says „Editor bereit“,
      // and ends the editor when the app does not build. Once: Vike's dev() resolves the
      // configuration twice, and a second build would cost the start another two seconds of CPU.
      if (app) return;
      app = buildApp(config.root);
      app.catch(() => {});
    },
    configureServer(server) {
      const root = server.config.root;
      const token = makeEditorToken();
      server.middlewares.use(requestGuard(token));
      server.middlewares.use(backupRoutes(root));
      server.middlewares.use(editorBackend(root));
      server.middlewares.use(adminPages(server, root, token, appReady()));
      // The portrait and the default social picture as they are now (sitePictures.ts).
      server.middlewares.use(sitePictureFiles(root));
      // The pictures as the editor shows them (its thumbnails and the article preview ask for their
      // web address, /images/blog/…): the originals in the picture folder, read only, pictures only. The
      // site's own pages get processed copies from the article plugin instead.
      server.middlewares.use(articleCollection.imagesAddress, pictureFiles(root));
    },
  };
}
