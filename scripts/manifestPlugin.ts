import type { Plugin } from 'vite';
import { renderAppIcons } from './webManifest/icons';
import { webManifest } from './webManifest/manifest';

/** Emits the web app manifest and its icons into the upload folder. */
export function manifestPlugin(): Plugin {
  return {
    name: 'web-app-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(webManifest(), null, 2)}\n` });
      for (const icon of await renderAppIcons(this.environment.config.root)) this.emitFile({ type: 'asset', ...icon });
    },
  };
}
