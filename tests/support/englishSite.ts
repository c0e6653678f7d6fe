import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { englishPath } from '#model/i18n/localePath.ts';
import { packageSlugs, serviceSlugs } from '#model/lists/specLists.ts';
import { fixtureRoot } from './fixtureSite.ts';
import { copyProjectInto, ownerEnv } from './projectCopy.ts';

/**
 * The site tier's second build: the fixture project (tests/support/fixtures/site) with English on,
 * both passes and the steps after them, as `npm run build` makes it. The site tier's other specs
 * test the live content's build, which is German only (English is off by default).
 */

/** The variable that names this run's folder of the English build (set by englishSetup.ts). */
export const englishRunVariable = 'ENGLISH_SITE_RUN';

/**
 * The English build's form address: a stand-in form service on 127.0.0.1 (tests/support/formService.ts),
 * so that an enquiry sent from a page arrives somewhere a test can read it. One port of the site
 * tier's range; only the Firefox enquiry listens on it, Chromium's tests route the requests.
 */
export const englishFormPort = 4810;
export const englishFormEndpoint = `https://127.0.0.1:${englishFormPort}/f/ok`;

/** The fixture's English (content/en), which the English build needs. */
const fixtureEnglish = path.join(fixtureRoot, 'content', 'en');

function requireFixtureEnglish() {
  if (!existsSync(fixtureEnglish))
    throw new Error(`${fixtureEnglish} is missing: the English build is the fixture project with its English`);
}

/** An English article and the German one it translates. */
export interface EnglishArticle {
  slug: string;
  translationOf: string;
}

/** The English articles of the fixture, which the English build has (including any not translated from a published German one). */
export function englishArticles(): EnglishArticle[] {
  requireFixtureEnglish();
  const folder = path.join(fixtureEnglish, 'articles');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      slug: file.replace(/\.md$/, ''),
      translationOf: /^translationOf: *"?([^"\n]+)"?$/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1] ?? '',
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The fixture's German articles (their slugs). */
export const germanArticleSlugs = (): string[] =>
  readdirSync(path.join(fixtureRoot, 'content', 'articles'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''))
    .sort();

/** A copy of the project with the fixture's content, English switched on, ready for `npm run build`. */
function prepareCopy(root: string) {
  copyProjectInto(root);
  requireFixtureEnglish();
  rmSync(path.join(root, 'content'), { recursive: true });
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(fixtureRoot, 'public'), path.join(root, 'public'), { recursive: true });
  const settings = path.join(root, 'content', 'settings', 'site.yaml');
  const text = readFileSync(settings, 'utf8');
  if (/^english:/m.test(text)) writeFileSync(settings, text.replace(/^english:.*$/m, 'english: true'));
  else appendFileSync(settings, '\nenglish: true\n');
}

/** `npm run build` in the prepared copy, without blocking the process that waits for it; rejects with its output's end. */
function buildCopy(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: root,
      env: { ...ownerEnv(), PUBLIC_ENV__FORM_ENDPOINT: englishFormEndpoint },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output = `${output}${chunk}`.slice(-6000);
      });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`English build failed (exit ${code}):\n${output.slice(-3000)}`));
      else if (!existsSync(path.join(root, 'dist', 'client', 'en', 'index.html')))
        reject(new Error(`English build made no English pages:\n${output.slice(-2000)}`));
      else resolve();
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The files of one run's English build: the project, its lock and its result. */
function runFiles() {
  const run = process.env[englishRunVariable];
  if (!run) throw new Error(`${englishRunVariable} is unset: the site tier's global setup (englishSetup.ts) sets it`);
  return {
    run,
    root: path.join(run, 'project'),
    lock: path.join(run, 'lock'),
    done: path.join(run, 'done'),
    failed: path.join(run, 'failed'),
  };
}

/**
 * Builds the English site once per run, in whoever calls it first: the global setup of a run that
 * has English specs (in the background, while the German specs run) or else the first worker that
 * asks. Its lock is a folder only one process can create; resolves once the build is written.
 * Resolves at once when another process builds it already.
 */
export async function startEnglishBuild(): Promise<void> {
  const { run, root, lock, done, failed } = runFiles();
  mkdirSync(run, { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    return;
  }
  try {
    mkdirSync(root);
    prepareCopy(root);
    await buildCopy(root);
    writeFileSync(done, '');
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The English build's project folder, built once per run (startEnglishBuild): waits for its result.
 * Ten minutes at most: the build takes one to two on a busy 2-core machine, beside the German specs.
 */
export async function englishBuild(): Promise<string> {
  const { root, done, failed } = runFiles();
  await startEnglishBuild();
  for (let waited = 0; waited < 1200; waited++) {
    if (existsSync(done)) return root;
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
    await sleep(500);
  }
  throw new Error('the English build took longer than 10 minutes');
}

/** The English build's folder (dist) and its site (dist/client). */
export const englishDist = (root: string) => path.join(root, 'dist');
export const englishClient = (root: string) => path.join(englishDist(root), 'client');

/** Every HTML file of the English build under en/, relative to dist/client. */
export function englishHtmlFiles(root: string): string[] {
  const client = englishClient(root);
  return readdirSync(path.join(client, 'en'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join('en', file))
    .sort();
}

/** An English page of the build: its file in dist/client, its address, and its kind (the first of each kind is the one per kind). */
export interface EnglishPage {
  file: string;
  route: string;
  kind: string;
}

/**
 * Every English page the English build must have, known before it is built (the tests are listed
 * before any runs): the home page, the blog and each English article, every service and package,
 * the two legal pages and the 404 page (tests/site/englishFiles.spec.ts checks that the build has
 * exactly these).
 */
export function englishPages(): EnglishPage[] {
  const page = (kind: string, logical: string): EnglishPage => {
    const route = englishPath(logical);
    return { kind, route, file: route === '/en/' ? 'en/index.html' : `${route.slice(1)}.html` };
  };
  return [
    page('home', '/'),
    page('blog', '/blog'),
    ...englishArticles().map(({ slug }) => page('article', `/blog/${slug}`)),
    ...serviceSlugs.map((slug) => page('service', `/services/${slug}`)),
    ...packageSlugs.map((slug) => page('package', `/packages/${slug}`)),
    page('legal notice', '/impressum'),
    page('privacy', '/datenschutz'),
    { kind: '404', route: '/en/404', file: 'en/404.html' },
  ];
}

/** The first English page of each kind. */
export const oneEnglishPagePerKind = (): EnglishPage[] =>
  englishPages().filter((page, index, all) => all.findIndex((other) => other.kind === page.kind) === index);
