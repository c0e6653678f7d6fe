import path from 'node:path';
import { runnerImport } from 'vite';
import { englishModulesPlugin } from '../englishModules.ts';

/**
 * A module of the project as the English pages get it: every module it imports that has an `en/`
 * sibling is that sibling (englishModules.ts), so its words and addresses are English. The build's
 * plugins run in Node, outside the pages' module graph, where a plain import would give them the
 * German ones; this loads one through that replacement instead, without naming the English files.
 */
export async function englishModule<T>(root: string, file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(root, file), {
    configFile: false,
    logLevel: 'silent',
    plugins: [englishModulesPlugin(root)],
  });
  return module;
}
