// The modules that both the page script (renderer/+client.ts) and the contact island
// (components/islands/mountContactIsland.tsx) import go into a chunk of their own. The build then
// makes the page script a classic script with a copy of that chunk inside
// (integrations/deferPageScript.mjs), and the island imports the chunk itself. Left to the bundler,
// these modules would stay in the page script's file and the island would import that file as a
// module: the page script would run a second time. Two copies mean two states: a module both use
// keeps none of its own (the state they share is handed to the island: ContactIslandHost).

/** What the bundler tells `manualChunks` about a module (Rolldown's `ModuleInfo`, in part). */
interface ModuleFacts {
  getModuleInfo: (id: string) => { importers: readonly string[] } | null;
}

/** The chunk's name. */
export const pageSharedChunkName = 'page-shared';

const roots = ['/renderer/+client.ts', '/components/islands/mountContactIsland.tsx'];

/**
 * `build.rolldownOptions.output.manualChunks`: `pageSharedChunkName` for a module both roots import
 * (directly or through other modules, not counting dynamic imports), otherwise undefined (the
 * bundler's, and Vike's, choice).
 */
export function pageSharedChunk(id: string, { getModuleInfo }: ModuleFacts): string | undefined {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const root of roots) if (current.endsWith(root)) reached.add(root);
    for (const importer of getModuleInfo(current)?.importers ?? []) walk(importer);
  };
  walk(id);
  return reached.size === roots.length ? pageSharedChunkName : undefined;
}
