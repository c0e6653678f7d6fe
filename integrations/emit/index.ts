import type { Plugin } from 'vite';
import { feedPlugin } from './feedPlugin.ts';
import { hostingPlugin } from './hostingPlugin.ts';
import { manifestPlugin } from './manifestPlugin.ts';
import { socialImagePlugin } from './socialImagePlugin.ts';

/** The plugins that write the files of files.ts (all but the articles' and the precompression). */
export const emitPlugins = (): Plugin[] => [feedPlugin(), hostingPlugin(), ...manifestPlugin(), socialImagePlugin()];
