// What the audit and the interaction benchmark measure this build against, in the same session:
// - the previous release: the site built from an earlier commit (`--baseline <commit>`; by default
//   the last tag, else the commit this branch left main at, else the parent of HEAD), built once
//   in a temporary git worktree and kept in .cache/baseline/<commit>/client;
// - the floor: one heading and one paragraph, served the same way (.cache/floor/client).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/**
 * The commit of the previous release: `ref` when given, else the last tag, else where this branch
 * left main, else (on main itself) the parent of HEAD.
 * @param {string | undefined} ref
 * @returns {{ commit: string, label: string }}
 */
export function baselineCommit(ref) {
  const head = git('rev-parse', 'HEAD');
  const tag = tryGit('describe', '--tags', '--abbrev=0');
  const forkPoint = tryGit('merge-base', 'HEAD', 'main');
  const [chosen, why] = ref
    ? [ref, ref]
    : tag
      ? [tag, `tag ${tag}`]
      : forkPoint && forkPoint !== head
        ? [forkPoint, 'where this branch left main']
        : ['HEAD^1', 'the parent of HEAD'];
  const commit = git('rev-parse', '--verify', `${chosen}^{commit}`);
  return { commit, label: `${commit.slice(0, 7)} (${why})` };
}

/**
 * The built site of `commit` (its dist/client), built in a temporary git worktree with this
 * project's node_modules, once per commit.
 * @param {string} commit
 * @returns {string} the folder to serve
 */
export function buildBaseline(commit) {
  const kept = path.resolve('.cache', 'baseline', commit, 'client');
  if (existsSync(path.join(kept, 'index.html'))) return kept;
  const tree = mkdtempSync(path.join(tmpdir(), 'baseline-'));
  console.error(`Building the previous release ${commit.slice(0, 7)} in ${tree} …`);
  git('worktree', 'add', '--detach', tree, commit);
  try {
    symlinkSync(path.resolve('node_modules'), path.join(tree, 'node_modules'), 'dir');
    const env = { ...process.env };
    delete env.DIST_DIR;
    execFileSync('npm', ['run', 'build'], { cwd: tree, env, stdio: ['ignore', 'ignore', 'inherit'] });
    mkdirSync(path.dirname(kept), { recursive: true });
    cpSync(path.join(tree, 'dist', 'client'), kept, { recursive: true });
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
  return kept;
}

/**
 * The floor page: one heading and one paragraph of the site's language, nothing else (no script,
 * font, image or style sheet); with a 404 page and a Brotli copy, as the preview serves the site.
 * @returns {string} the folder to serve
 */
export function floorSite() {
  const root = path.resolve('.cache', 'floor', 'client');
  mkdirSync(root, { recursive: true });
  const page = (title, text) =>
    `<!DOCTYPE html>\n<html lang="de-AT">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="Die Bodenseite der Messung: eine Überschrift und ein Absatz, so ausgeliefert wie die Website."></head>\n<body><h1>${title}</h1><p>${text}</p></body>\n</html>\n`;
  const files = {
    'index.html': page(
      'Strategie, Marke &amp; Umsetzung für nachhaltiges Wachstum',
      'Gemeinsam mit Ihnen schärfe ich Ihre Marke und Ihr Angebot und übersetze beides in Schritte, die Ihr Team umsetzen kann: Positionierung, Zielgruppen, Preise und ein Plan für den Markteintritt.',
    ),
    '404.html': page('Nicht gefunden', 'Diese Seite gibt es nicht.'),
  };
  for (const [name, html] of Object.entries(files)) {
    writeFileSync(path.join(root, name), html);
    writeFileSync(
      path.join(root, `${name}.br`),
      brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return root;
}

/** The machine's load average now, for the record of a measurement. */
export const loadNow = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`;
