import type { Plugin } from 'vite';
import { generatedAssets } from './generatedAssets';

const virtualId = 'virtual:generated-assets';
const resolvedId = `\0${virtualId}`;
const assets = Object.values(generatedAssets);

/**
 * The files of scripts/generatedAssets.ts: `virtual:generated-assets` exports their addresses, the
 * client build writes them into the upload folder, and `npm run dev` serves them.
 */
export function generatedAssetsPlugin(): Plugin {
  return {
    name: 'generated-assets',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? `export const spriteUrl = ${JSON.stringify(generatedAssets.iconSprite.url)};\nexport const printStylesheetUrl = ${JSON.stringify(generatedAssets.printStylesheet.url)};\n`
        : undefined,
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { url, source } of assets) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = assets.find(({ url }) => url === request.url?.split('?')[0]);
        if (!file) return next();
        response.setHeader('Content-Type', file.mediaType);
        response.end(file.source);
      });
    },
  };
}
