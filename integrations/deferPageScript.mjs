// The page script runs after the first paint, and is there when it is needed. In every
// prerendered page, the build replaces the tags Vike writes for the page script
// (`<script type="module" src>` and its `<link rel="modulepreload">`s) with a preload of it, and
// writes its address on the inline head script, which runs it once the page has painted (and its
// portrait has arrived), or at the first pointer or key press (renderer/headScript.ts).
// - Run before the first frame, the script held the largest paint back (Lighthouse counted its
//   round trip and its run in every page's paint). Fetched only after the paint, it made a tap in
//   the first second wait for its round trip.
// - So it is fetched with the document and run later, as a classic script: the build rewrites the
//   entry as one (the modules it imports inside it, its dynamic imports kept). Lighthouse's trace
//   names a classic script in its run, and so sees that the paint did not wait for it; a module
//   script's run carries no address, and Lighthouse counts a module fetched before the paint as
//   holding it back.
// - The contact island must not import the entry, or the page script would run twice: the modules
//   both use are in a chunk of their own (integrations/pageSharedChunk.ts). The build stops if a
//   chunk imports the entry anyway.
// Runs after `vike build`, before the precompression. Usage: node integrations/deferPageScript.mjs
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { pageScriptAttr } from '../renderer/pageScriptAttr.mjs';
import { distDir } from './distDir.mjs';

const attribute = (attrs, name) => attrs.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`))?.[1];

/**
 * The page's HTML with its module script replaced by a preload of it, its module preloads removed
 * (the classic script holds their modules), and the script's address written on the inline head
 * script (the first `<script>` without attributes) as `data-page-script-src`. Throws, naming what
 * is missing, when the page has no module script, more than one, or no inline head script.
 */
export function deferPageScript(html) {
  const entries = [];
  let rest = html.replace(/<script\b([^>]*)><\/script>/g, (tag, attrs) => {
    const src = attribute(attrs, 'src');
    if (!src || attribute(attrs, 'type') !== 'module') return tag;
    entries.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  rest = rest.replace(/<link\b([^>]*)>\s*/g, (tag, attrs) => (attribute(attrs, 'rel') === 'modulepreload' ? '' : tag));
  if (entries.length !== 1) throw new Error(`found ${entries.length} module scripts, expected exactly one`);
  const [entry] = entries;
  if (!/^\/[\w./-]+\.js$/.test(entry)) throw new Error(`unexpected script address ${entry}`);
  if (!rest.includes('<script>')) throw new Error('no inline head script (<script> without attributes)');
  return rest.replace('<script>', `<script ${pageScriptAttr}="${entry}">`);
}

/** The page script's address in `html` as deferPageScript wrote it. */
export const pageScriptOf = (html) => html.match(new RegExp(`<script ${pageScriptAttr}="([^"]+)">`))?.[1];

/**
 * The module `file` as a classic script: one function run at once, with the modules it imports
 * inside it, its dynamic imports kept (a classic script resolves them against its own address).
 * `import.meta.url` is the script's address (read as it starts: the module preload helper uses
 * it). Throws on anything the bundler warns about, e.g. an export (another chunk imports the entry).
 */
export async function classicScript(file) {
  const problems = [];
  const bundle = await rolldown({
    input: file,
    logLevel: 'warn',
    onLog: (_level, log) => problems.push(log.message.split('\n')[0]),
    transform: { define: { 'import.meta.url': '__pageScriptUrl', 'import.meta.resolve': 'undefined' } },
    plugins: [
      {
        name: 'keep-dynamic-imports',
        resolveId: (source, _importer, extra) =>
          extra?.kind === 'dynamic-import' ? { id: source, external: true } : null,
      },
    ],
  });
  const { output } = await bundle.generate({
    format: 'iife',
    minify: true,
    intro: 'var __pageScriptUrl=document.currentScript.src;',
  });
  await bundle.close();
  if (problems.length > 0) throw new Error(problems.join('; '));
  if (output.length !== 1) throw new Error(`became ${output.length} files, expected one`);
  return output[0].code;
}

/** The files of `root` whose names end with `suffix`, as absolute paths. */
const filesOf = async (root, suffix) =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(distDir(), 'client');
  const fail = (where, message) => {
    console.error(`${where}: ${message}`);
    process.exit(1);
  };
  const pages = await filesOf(root, '.html');
  const entries = new Set();
  for (const page of pages) {
    try {
      const html = deferPageScript(await readFile(page, 'utf8'));
      entries.add(pageScriptOf(html));
      await writeFile(page, html);
    } catch (error) {
      fail(path.relative(root, page), error.message);
    }
  }
  if (entries.size !== 1)
    fail('pages', `${entries.size} different page scripts (${[...entries].join(', ')}), expected one`);
  const [entry] = entries;
  const entryFile = path.join(root, entry);
  for (const chunk of await filesOf(path.join(root, 'assets'), '.js')) {
    if (chunk !== entryFile && (await readFile(chunk, 'utf8')).includes(path.basename(entryFile)))
      fail(
        path.relative(root, chunk),
        `imports the page script ${entry}, which would then run twice: give the module both use to integrations/pageSharedChunk.ts`,
      );
  }
  try {
    // The same module gives the same script: the file keeps its name (and its content hash).
    await writeFile(entryFile, await classicScript(entryFile));
  } catch (error) {
    fail(entry, error.message);
  }
  console.log(`Page script after the first paint, as a classic script: ${pages.length} pages`);
}
