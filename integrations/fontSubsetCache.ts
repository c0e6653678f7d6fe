import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

type SubsetOptions = Parameters<typeof subsetFont>[2];

/** The packages whose code makes a subset: a new version of either makes every subset again. */
const makers = ['subset-font', 'harfbuzzjs', 'wawoff2'];

/**
 * `subsetFont` of a font in node_modules, kept in node_modules/.cache/font-subsets between runs: a
 * WOFF2 subset takes about a second of CPU, and every build pass, dev server and editor start needs
 * the same ones. The key is everything the result depends on (the font's bytes, the characters, the
 * options, the makers' versions), so a kept subset is the bytes a fresh one would be.
 */
export async function cachedSubset(
  root: string,
  source: string,
  characters: string,
  options: SubsetOptions,
): Promise<Buffer> {
  const modules = path.join(root, 'node_modules');
  const font = await readFile(path.join(modules, source));
  const versions = await Promise.all(
    makers.map(async (name) => {
      const manifest = await readFile(path.join(modules, name, 'package.json'), 'utf8').catch(() => '{}');
      return `${name}@${(JSON.parse(manifest) as { version?: string }).version ?? '?'}`;
    }),
  );
  const key = createHash('sha256').update(JSON.stringify({ characters, options, versions })).update(font).digest('hex');
  const folder = path.join(modules, '.cache/font-subsets');
  const file = path.join(folder, `${key}.bin`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept && kept.length > 0) return kept;
  const subset = await subsetFont(font, characters, options);
  // Written under a name of its own and renamed: a build running beside this one reads a whole file or none.
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, subset);
  await rename(temporary, file);
  return subset;
}
