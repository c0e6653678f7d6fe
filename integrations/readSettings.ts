import { loadDataFile } from '#model/load/dataFile';
import type { BuildEnv } from '#model/load/env';
import { OwnerError } from '#model/load/ownerError';

/**
 * The settings as the build's pages get them (model/content/settings.ts), for vite.config.ts: the
 * file checked with the build's environment overrides. A mistake ends the build with its German
 * lines, before anything is bundled. `root`: the project whose content/ the pages get (the unit tests' fixture).
 */
export function readSettings(env: BuildEnv, root?: string) {
  try {
    return loadDataFile('settings', root, { env }).data;
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
