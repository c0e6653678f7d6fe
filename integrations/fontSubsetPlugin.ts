import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { figureFeatures, fontCharacters, fontFeatures } from '#components/theme/fontSubset.ts';
import { cachedSubset } from './fontSubsetCache.ts';

/** The project's variable fonts (Latin), in node_modules: the source of every font the site uses. */
export const fontSources = {
  fraunces: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
} as const;

/** The web fonts as components/theme/fonts.ts imports them, made from the @fontsource-variable files. */
const subsets = [
  // Headings are set at weight 600 only: a static instance.
  {
    source: fontSources.fraunces,
    file: 'fraunces-600.woff2',
    variationAxes: { wght: 600 },
    features: [...fontFeatures, ...figureFeatures],
  },
  // Body text 400, navigation 500, buttons and emphasis 600.
  {
    source: fontSources.inter,
    file: 'inter-400-600.woff2',
    variationAxes: { wght: { min: 400, max: 600 } },
    features: fontFeatures,
  },
];

const generatedFontsDir = 'generated/fonts';

async function writeSubsets(root: string): Promise<void> {
  const outDir = path.join(root, generatedFontsDir);
  await mkdir(outDir, { recursive: true });
  for (const subset of subsets) {
    const font = await cachedSubset(root, subset.source, fontCharacters, {
      targetFormat: 'woff2',
      variationAxes: subset.variationAxes,
      keepFeatures: subset.features,
    });
    const target = path.join(outDir, subset.file);
    const current = await readFile(target).catch(() => null);
    if (!current?.equals(font)) await writeFile(target, font);
  }
}

// Vite resolves the config, and so creates this plugin, once per environment: one process-wide
// promise per project root makes the subsetting run once per process, not once per environment.
const written = Symbol.for('strategie-website.font-subsets');
const slot = globalThis as typeof globalThis & { [written]?: Map<string, Promise<void>> };

/** Writes the font subsets before anything imports them (build, dev server and unit tests). */
export function fontSubsetPlugin(): Plugin {
  return {
    name: 'font-subset',
    enforce: 'pre',
    buildStart() {
      const { root } = this.environment.config;
      slot[written] ??= new Map();
      const byRoot = slot[written];
      if (!byRoot.has(root)) byRoot.set(root, writeSubsets(root));
      return byRoot.get(root);
    },
  };
}
