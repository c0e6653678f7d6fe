// The page script after the first paint: in every prerendered page, the tags Vike writes for the
// page script (`<script type="module" src>` and its `<link rel="modulepreload">`s) become one
// attribute of the inline head script, which loads the script once the page has painted (and its
// portrait has arrived), or at the first pointer or key press (renderer/headScript.ts). Fetched
// with the document, the script arrived and ran before the first frame and held the largest paint
// back.
// Runs after `vike build`, before the precompression (integrations/buildSite.mjs). Alone: node integrations/deferPageScript.mjs
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageScriptAttr } from '../renderer/pageScriptAttr.mjs';
import { distDir } from './distDir.mjs';

const attribute = (attrs, name) => attrs.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`))?.[1];

/**
 * The page's HTML with its module script and module preloads moved onto the inline head script
 * (the first `<script>` without attributes) as `data-page-script-src="entry import…"`. Throws, naming
 * what is missing, when the page has no module script, more than one, or no inline head script.
 */
export function deferPageScript(html) {
  const entries = [];
  const imports = [];
  let rest = html.replace(/<script\b([^>]*)><\/script>\s*/g, (tag, attrs) => {
    const src = attribute(attrs, 'src');
    if (!src || attribute(attrs, 'type') !== 'module') return tag;
    entries.push(src);
    return '';
  });
  rest = rest.replace(/<link\b([^>]*)>\s*/g, (tag, attrs) => {
    const href = attribute(attrs, 'href');
    if (!href || attribute(attrs, 'rel') !== 'modulepreload') return tag;
    imports.push(href);
    return '';
  });
  if (entries.length !== 1) throw new Error(`found ${entries.length} module scripts, expected exactly one`);
  const urls = [entries[0], ...imports];
  if (urls.some((url) => !/^\/[\w./-]+\.js$/.test(url)))
    throw new Error(`unexpected script address in ${urls.join(' ')}`);
  if (!rest.includes('<script>')) throw new Error('no inline head script (<script> without attributes)');
  return rest.replace('<script>', `<script ${pageScriptAttr}="${urls.join(' ')}">`);
}

/**
 * Every prerendered page of the upload folder `root` with its page script deferred (`deferPageScript`);
 * resolves to the number of pages. Throws naming the page whose tags are not as expected.
 */
export async function deferPageScripts(root) {
  const pages = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const page of pages) {
    try {
      await writeFile(page, deferPageScript(await readFile(page, 'utf8')));
    } catch (error) {
      throw new Error(`${path.relative(root, page)}: ${error.message}`);
    }
  }
  return pages.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const count = await deferPageScripts(path.join(distDir(), 'client'));
    console.log(`Page script after the first paint: ${count} pages`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
