import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';
import { blogListAttrs } from '#components/blog/dataAttributes.ts';
import { accordionAttrs } from '#components/home/dataAttributes.ts';
import { dialogAttrs } from '#components/ui/dataAttributes.ts';
import { englishSibling as siblingOf } from '#model/i18n/englishSibling.ts';
import { buildLanguage, type Language } from '#model/i18n/language.ts';

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

const built = new Map<string, { code: string; inputs: Map<string, number> }>();

/** A module's path as esbuild names inputs: relative to the project folder (where every npm script runs), with `/`. */
const projectPath = (file: string) => path.relative(path.resolve('.'), path.resolve(file)).split(path.sep).join('/');

/** A module's English sibling, as esbuild names inputs. */
function englishSibling(file: string): string | undefined {
  const sibling = siblingOf(path.resolve('.'), path.resolve(file));
  return sibling && projectPath(sibling);
}

const bundle = (entry: EarlyEntry, options: BuildOptions = { tsconfig: path.resolve('tsconfig.json') }) =>
  buildSync({
    entryPoints: [path.resolve(earlyEntries[entry])],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    metafile: true,
    write: false,
    ...options,
  });

/**
 * The English form of an entry: each module with an English sibling is that sibling, as in the
 * English build's pages (integrations/englishModules.ts). esbuild's synchronous build takes no
 * plugins: the modules are swapped by their `#…` addresses (tsconfig paths, in a tsconfig that
 * extends the project's), found in the German form's inputs (its build in this process, which the
 * hosting kit's hashes need anyway). A module still German afterwards (imported some other way)
 * stops the build.
 */
function englishBundle(entry: EarlyEntry) {
  earlyScript(entry, 'de');
  const german = [...(built.get(`${entry}:de`)?.inputs.keys() ?? [])].map(projectPath);
  const swapped = german.flatMap((file) => {
    const sibling = englishSibling(file);
    return sibling ? [[`#${file}`, [`./${sibling}`]]] : [];
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'early-script-'));
  const tsconfig = path.join(folder, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.resolve('tsconfig.json'),
      compilerOptions: { baseUrl: path.resolve('.'), paths: Object.fromEntries(swapped) },
    }),
  );
  let result: ReturnType<typeof bundle>;
  try {
    result = bundle(entry, { tsconfig });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const inputs = Object.keys(result.metafile?.inputs ?? {});
  const stillGerman = inputs.filter((file) => {
    const sibling = englishSibling(file);
    return sibling !== undefined && !inputs.includes(sibling);
  });
  if (stillGerman.length > 0)
    throw new Error(`English early script ${earlyEntries[entry]}: still German: ${stillGerman.join(', ')}`);
  return result;
}

const changed = (inputs: Map<string, number>) =>
  [...inputs].some(([file, mtime]) => statSync(file, { throwIfNoEntry: false })?.mtimeMs !== mtime);

/**
 * One of the early behaviours' entries (components/early/) with what it imports, as one minified
 * classic script, for the inline head script (renderer/headScript.ts), in the words of `language`.
 * Bundled with esbuild's synchronous build, since the head script's CSP hash is read synchronously,
 * by the build and by plain Node tools alike (the hosting kit's headers, the host check). Built once
 * per process, and again when one of its files has changed (`npm run dev`: the next page load has the change).
 */
export function earlyScript(entry: EarlyEntry, language: Language = buildLanguage()): string {
  const key = `${entry}:${language}`;
  const cached = built.get(key);
  if (cached && !changed(cached.inputs)) return cached.code;
  const result = language === 'en' ? englishBundle(entry) : bundle(entry);
  const inputs = new Map(
    Object.keys(result.metafile?.inputs ?? {}).map((file) => [
      path.resolve(file),
      statSync(path.resolve(file)).mtimeMs,
    ]),
  );
  // No trailing semicolon or newline: the head script joins its parts with ";".
  const code = result.outputFiles?.[0]?.text.trim().replace(/;$/, '') ?? '';
  built.set(key, { code, inputs });
  return code;
}
