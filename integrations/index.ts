import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { PluginOption } from 'vite';
import type { Language } from '#model/i18n/language.ts';
import { projectRoot } from '#model/load/dataFile.ts';
import { contentPlugin } from './contentPlugin.ts';
import { devServingPlugin } from './devServing/plugin.ts';
import { emitPlugins } from './emit/index.ts';
import { englishModulesPlugin } from './englishModules.ts';
import { fontSubsetPlugin } from './fontSubsetPlugin.ts';
import { siteImagetools } from './siteImagetools.ts';

/**
 * Every plugin of the build, in order: what the unit tests need too (React, images, fonts, the
 * owner's content as modules), then, outside Vitest, Vike and the files the build emits
 * (emit/index.ts lists them). The owner's browser editor is no part of it: `npm run edit`
 * (tools/edit/run.mjs) adds its plugin to the dev server it starts.
 *
 * `contentRoot`: the folder whose content/ the pages get; the project's own unless given (the unit
 * tests give their fixture project, vite.config.ts). `language`: the English build reads content/en/
 * and takes the English sibling of a module where there is one (englishModules.ts, docs/english.md).
 */
export function sitePlugins({
  isVitest,
  contentRoot,
  language = 'de',
}: {
  isVitest: boolean;
  contentRoot?: string;
  language?: Language;
}): PluginOption[] {
  return [
    ...(language === 'en' ? [englishModulesPlugin(projectRoot())] : []),
    // (The editor's app is not served by the dev server: `npm run edit` builds it on its own,
    // tools/edit/server/http/buildApp.mjs.)
    react({ jsxImportSource: '@emotion/react' }),
    // The portrait's variants, from the project's own image folder only, within the site's limits.
    siteImagetools(projectRoot()),
    fontSubsetPlugin(),
    contentPlugin({ ...(contentRoot ? { root: contentRoot } : {}), language }),
    // What the dev servers answer at all (devServing/plugin.ts); its hooks are ordered to run first.
    ...(isVitest ? [] : [devServingPlugin(), vike(), ...emitPlugins(language)]),
  ];
}
