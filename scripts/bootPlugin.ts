import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>\n?\s*/g;

/**
 * Replaces the hydration scripts Vike injects into a prerendered page (its client entry and the
 * modulepreload links of the page's modules) with the boot script, which loads them only once
 * the page has loaded (renderer/boot.ts).
 */
export function deferHydration(html: string, bootSrc: string): string {
  const entry = html.match(entryScript)?.[1];
  if (!entry) throw new Error('No Vike client entry <script> found in the prerendered HTML');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  return html
    .replace(modulePreload, '')
    .replace(entryScript, `<script src="${bootSrc}" type="module" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

// Vite resolves the config once per environment, so the client build hands the boot script's
// file name to the server build's hook through a process-wide slot.
const built = Symbol.for('strategie-website.boot');
type Built = { bootSrc: string; clientDir: string };
const slot = globalThis as typeof globalThis & { [built]?: Built };

/** Builds renderer/boot.ts as its own small entry and, after prerendering, puts it into every page. */
export function bootPlugin(): Plugin {
  let reference: string | undefined;
  return {
    name: 'boot-after-load',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      reference = this.emitFile({ type: 'chunk', id: path.join(this.environment.config.root, 'renderer/boot.ts'), name: 'boot' });
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !reference) return;
      const { root, build } = this.environment.config;
      slot[built] = { bootSrc: `/${this.getFileName(reference)}`, clientDir: path.resolve(root, build.outDir) };
    },
    // Vike prerenders in the server build's writeBundle hook; closeBundle comes after it.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name !== 'ssr') return;
        const boot = slot[built];
        if (!boot) throw new Error('The boot script was not built');
        const { bootSrc, clientDir } = boot;
        for (const file of await htmlFiles(clientDir)) {
          await writeFile(file, deferHydration(await readFile(file, 'utf8'), bootSrc));
        }
      },
    },
  };
}
