import { statSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { blogListAttrs } from '#components/blog/dataAttributes.ts';
import { accordionAttrs } from '#components/home/dataAttributes.ts';
import { dialogAttrs } from '#components/ui/dataAttributes.ts';

/**
 * The early behaviours' scripts, by their entry in components/early/, from the project folder (where
 * every npm script runs): those of every page, and those of pages with particular controls.
 */
export const earlyEntries = {
  everyPage: 'components/early/index.ts',
  disclosures: 'components/early/disclosures.ts',
  blogList: 'components/early/blogList.ts',
} as const;
export type EarlyEntry = keyof typeof earlyEntries;

/** The entries only some pages need, each with how to tell from a page's rendered body that it does. */
const optional = {
  // The home page's about section: accordions and a native dialog.
  disclosures: (body: string) => body.includes(`${accordionAttrs.group}=`) || body.includes(`${dialogAttrs.opens}=`),
  blogList: (body: string) => body.includes(`${blogListAttrs.list}=`),
} satisfies Partial<Record<EarlyEntry, (body: string) => boolean>>;
export type OptionalEarlyEntry = keyof typeof optional;
export const optionalEarlyEntries = Object.keys(optional) as OptionalEarlyEntry[];

/**
 * The optional early entries a page needs, from its rendered body (or the whole built page: the
 * scripts name the attributes without the `=` of the markup), in a fixed order.
 */
export const earlyEntriesFor = (body: string): OptionalEarlyEntry[] =>
  optionalEarlyEntries.filter((entry) => optional[entry](body));

const built = new Map<EarlyEntry, { code: string; inputs: Map<string, number> }>();

const changed = (inputs: Map<string, number>) =>
  [...inputs].some(([file, mtime]) => statSync(file, { throwIfNoEntry: false })?.mtimeMs !== mtime);

/**
 * One of the early behaviours' entries (components/early/) with what it imports, as one minified
 * classic script, for the inline head script (renderer/headScript.ts). Bundled with esbuild's synchronous
 * build, since the head script's CSP hash is read synchronously, by the build and by plain Node
 * tools alike (the hosting kit's headers, the host check). Built once per process, and again when
 * one of its files has changed (`npm run dev`: the next page load has the change).
 */
export function earlyScript(entry: EarlyEntry): string {
  const cached = built.get(entry);
  if (cached && !changed(cached.inputs)) return cached.code;
  const result = buildSync({
    entryPoints: [path.resolve(earlyEntries[entry])],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    tsconfig: path.resolve('tsconfig.json'),
    legalComments: 'none',
    metafile: true,
    write: false,
  });
  const inputs = new Map(
    Object.keys(result.metafile.inputs).map((file) => [path.resolve(file), statSync(path.resolve(file)).mtimeMs]),
  );
  // No trailing semicolon or newline: the head script joins its parts with ";".
  const code = result.outputFiles[0]?.text.trim().replace(/;$/, '') ?? '';
  built.set(entry, { code, inputs });
  return code;
}
