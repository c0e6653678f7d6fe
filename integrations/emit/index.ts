import type { Plugin } from 'vite';
import { feedPlugin } from './feedPlugin';
import { hostingPlugin } from './hostingPlugin';
import { manifestPlugin } from './manifestPlugin';
import { socialImagePlugin } from './socialImagePlugin';

/** The plugins that write the files of files.ts (all but the articles' and the precompression). */
export const emitPlugins = (): Plugin[] => [feedPlugin(), hostingPlugin(), ...manifestPlugin(), socialImagePlugin()];
