import type { Plugin } from 'vite';
import type { Language } from '#model/i18n/language.ts';
import { feedPlugin } from './feedPlugin.ts';
import { hostingPlugin } from './hostingPlugin.ts';
import { manifestPlugin } from './manifestPlugin.ts';
import { socialImagePlugin } from './socialImagePlugin.ts';

/**
 * The plugins that write the files of files.ts (all but the articles' and the precompression). The
 * German build writes the files of the whole site, both languages (the hosting rules, the sitemap,
 * the manifest); the English build only what is its own.
 */
export const emitPlugins = (language: Language): Plugin[] =>
  language === 'de'
    ? [feedPlugin(), hostingPlugin(), ...manifestPlugin(), socialImagePlugin()]
    : [feedPlugin(language), socialImagePlugin(language)];
