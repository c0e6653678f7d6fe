// `npm run build`: the build's Vike passes – the German site, then, where English is on and every
// page text has its English version (model/i18n/counterparts.ts), the English pass (SITE_LANGUAGE=en)
// into dist/english, merged into the German upload folder under /en/ (docs/english.md) – then the
// page scripts deferred (deferPageScript.mjs), the Brotli copies (precompress.mjs) and the launch
// check's one line (tools/check-launch/), all in this one process.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { deferPageScripts } from './deferPageScript.mjs';
import { distDir } from './distDir.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One `vike build`, in this process's environment plus `env`; ends the build when it fails. */
function vikeBuild(env) {
  const result = spawnSync('vike', ['build'], { stdio: 'inherit', env: { ...process.env, ...env }, cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Every file below `folder`, relative to it. */
const filesIn = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/**
 * The English upload folder into the German one: its pages are under en/ already, its 404 page and
 * its home page go there too; assets the two builds share (same name, hashed by content) are the same file. A file of
 * the same name with other content would be one language's file lost: the build stops instead.
 */
function mergeEnglish(english, german) {
  renameSync(path.join(english, '404.html'), path.join(english, 'en', '404.html'));
  // The English home page is a folder's index, /en/ (Vike writes /en/ as en.html: prerender.noExtraDir).
  renameSync(path.join(english, 'en.html'), path.join(english, 'en', 'index.html'));
  for (const file of filesIn(english)) {
    const target = path.join(german, file);
    if (existsSync(target) && !readFileSync(target).equals(readFileSync(path.join(english, file))))
      throw new Error(`English build: ${file} differs from the German build's file of the same name`);
  }
  cpSync(english, german, { recursive: true });
}

vikeBuild({});
const steps = (
  await runnerImport(path.join(root, 'tools/check-launch/buildSteps.ts'), { configFile: false, logLevel: 'silent' })
).module;
if (steps.englishIsBuilt(root)) {
  const englishDist = path.join(distDir(), 'english');
  rmSync(englishDist, { recursive: true, force: true });
  vikeBuild({ SITE_LANGUAGE: 'en' });
  mergeEnglish(path.join(englishDist, 'client'), path.join(distDir(), 'client'));
  rmSync(englishDist, { recursive: true, force: true });
  console.log(
    `English pages: ${filesIn(path.join(distDir(), 'client', 'en')).filter((f) => f.endsWith('.html')).length}`,
  );
}

const client = path.join(distDir(), 'client');
try {
  console.log(`Page script after the first paint: ${await deferPageScripts(client)} pages`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(await precompress(client));
console.log(steps.launchSummary(steps.launchItems()));
