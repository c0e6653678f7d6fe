import type { Plugin } from 'vite';
import { renderAppIcons } from './webManifest/icons.ts';
import { webManifest } from './webManifest/manifest.ts';

/** The manifest and its icons, by file name in the site's root. */
async function manifestFiles(root: string): Promise<{ fileName: string; source: string | Buffer }[]> {
  return [
    { fileName: 'manifest.webmanifest', source: `${JSON.stringify(webManifest(), null, 2)}\n` },
    ...(await renderAppIcons(root)),
  ];
}

const mediaType = (fileName: string) => (fileName.endsWith('.png') ? 'image/png' : 'application/manifest+json');

/** Emits the web app manifest and its icons into the upload folder, and serves them in `npm run dev`. */
export function manifestPlugin(): Plugin[] {
  return [
    {
      name: 'web-app-manifest',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      async generateBundle() {
        for (const file of await manifestFiles(this.environment.config.root)) this.emitFile({ type: 'asset', ...file });
      },
    },
    {
      name: 'web-app-manifest:dev',
      apply: 'serve',
      configureServer(server) {
        let files: ReturnType<typeof manifestFiles> | undefined;
        server.middlewares.use((request, response, next) => {
          const name = request.url?.split('?')[0]?.slice(1);
          files ??= manifestFiles(server.config.root);
          files
            .then((all) => {
              const file = all.find((candidate) => candidate.fileName === name);
              if (!file) return next();
              response.setHeader('Content-Type', mediaType(file.fileName));
              response.end(file.source);
            })
            .catch(next);
        });
      },
    },
  ];
}
