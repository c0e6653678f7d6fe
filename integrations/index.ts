import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { PluginOption } from 'vite';
import { imagetools } from 'vite-imagetools';
import { editorPlugin } from '#tools/edit/editorPlugin';
import { contentPlugin } from './contentPlugin';
import { emitPlugins } from './emit';
import { fontSubsetPlugin } from './fontSubsetPlugin';

/** The unit tests' project: a complete content/ folder of its own (its README.md says more). */
const fixtureProject = fileURLToPath(new URL('../tests/support/fixtures/site', import.meta.url));

/**
 * Every plugin of the build, in order: what the unit tests need too (React, images, fonts, the
 * owner's content as modules), then, outside Vitest, Vike, the files the build emits
 * (emit/index.ts lists them) and the owner's browser editor on the dev server (tools/edit/).
 *
 * In Vitest the content comes from the unit tests' own project (tests/support/fixtures/site), so an
 * owner's edit of content/ turns no test of a mechanism red; only the named checks of the shipped
 * content (tests/content/, `shippedContent`) read the project's own content/.
 */
export function sitePlugins({
  isVitest,
  shippedContent = false,
}: {
  isVitest: boolean;
  shippedContent?: boolean;
}): PluginOption[] {
  return [
    // The editor's app (tools/edit/app/) without Fast Refresh: its page runs no Vite client, so a
    // saved content file, which reloads the site's pages, never reloads the owner's open form.
    react({ jsxImportSource: '@emotion/react', exclude: /\/tools\/edit\/app\// }),
    // No cache: a variant read back from vite-imagetools' cache is named by what sharp reads from
    // its bytes (.jpeg), a fresh one by the query (.jpg); a build must not depend on earlier builds.
    imagetools({ removeMetadata: true, cache: { enabled: false } }),
    fontSubsetPlugin(),
    contentPlugin(isVitest && !shippedContent ? { root: fixtureProject } : {}),
    ...(isVitest ? [] : [vike(), ...emitPlugins(), editorPlugin()]),
  ];
}
