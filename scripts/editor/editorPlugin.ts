import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import sirv from 'sirv';
import type { Plugin, ViteDevServer } from 'vite';
import { editorText } from '../../content/editorText';
import { editorBackend } from './backend';
import { decapConfig } from './decapConfig';

/**
 * The browser editor inside the dev server, switched on by `npm run edit` (scripts/edit.mjs sets
 * SITE_EDITOR): `/admin/` is Decap CMS, installed from npm and served from node_modules, and
 * `/api/v1` its backend (backend.ts). Only the dev server has it: a build never sees this plugin
 * (`apply: 'serve'`), so nothing of the editor reaches `dist/client`.
 */

export const adminPath = '/admin/';
const clientModule = '/scripts/editor/client/admin.ts';

/** The editor's page: Decap's script, then ours, which configures and starts it. */
const adminHtml = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${editorText.title}</title>
</head>
<body>
<script>window.CMS_MANUAL_INIT = true;</script>
<script src="${adminPath}decap/decap-cms.js"></script>
<script type="module" src="${clientModule}"></script>
</body>
</html>
`;

const decapDist = () => path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));

function send(response: ServerResponse, type: string, body: string) {
  response.setHeader('Content-Type', `${type}; charset=utf-8`);
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

function adminPages(server: ViteDevServer, root: string) {
  const decapFiles = sirv(decapDist(), { dev: true });
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    if (url === '/admin') {
      response.statusCode = 301;
      response.setHeader('Location', adminPath);
      return response.end();
    }
    if (url === adminPath || url === `${adminPath}index.html`) return send(response, 'text/html', adminHtml);
    if (url === `${adminPath}config.json`) {
      try {
        const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
        const { previewStyles } = (await server.ssrLoadModule('/scripts/editor/previewStyles.tsx')) as typeof import('./previewStyles');
        return send(response, 'application/json', JSON.stringify({ config: decapConfig(root, origin), preview: previewStyles() }));
      } catch (error) {
        response.statusCode = 500;
        return send(response, 'text/plain', error instanceof Error ? error.message : String(error));
      }
    }
    if (url.startsWith(`${adminPath}decap/`)) {
      request.url = url.slice(`${adminPath}decap`.length);
      return decapFiles(request, response, next);
    }
    next();
  };
}

export function editorPlugin(): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      if (!process.env.SITE_EDITOR) return;
      const root = server.config.root;
      server.middlewares.use(editorBackend(root));
      server.middlewares.use(adminPages(server, root));
    },
  };
}
