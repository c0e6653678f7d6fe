import { spawnSync } from 'node:child_process';
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

/** A copy of the project with the fixture's content, English switched on, built into its dist/. */
function buildInto(root: string) {
  copyProjectInto(root);
  requireFixtureEnglish();
  rmSync(path.join(root, 'content'), { recursive: true });
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(fixtureRoot, 'public'), path.join(root, 'public'), { recursive: true });
  const settings = path.join(root, 'content', 'settings', 'site.yaml');
  const text = readFileSync(settings, 'utf8');
  if (/^english:/m.test(text)) writeFileSync(settings, text.replace(/^english:.*$/m, 'english: true'));
  else appendFileSync(settings, '\nenglish: true\n');
  const run = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...ownerEnv(), PUBLIC_ENV__FORM_ENDPOINT: englishFormEndpoint },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (run.status !== 0)
    throw new Error(`English build failed (exit ${run.status}):\n${`${run.stdout}${run.stderr}`.slice(-3000)}`);
  if (!existsSync(path.join(root, 'dist', 'client', 'en', 'index.html')))
    throw new Error(`English build made no English pages:\n${run.stdout.slice(-2000)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The English build's project folder, built once per run: the first worker that asks builds it
 * (its lock: a folder only one process can create), the others wait for its result.
 */
export async function englishBuild(): Promise<string> {
  const run = process.env[englishRunVariable];
  if (!run) throw new Error(`${englishRunVariable} is unset: the site tier's global setup (englishSetup.ts) sets it`);
  const root = path.join(run, 'project');
  const done = path.join(run, 'done');
  const failed = path.join(run, 'failed');
  mkdirSync(run, { recursive: true });
  try {
    mkdirSync(path.join(run, 'lock'));
  } catch {
    for (let waited = 0; waited < 600; waited++) {
      if (existsSync(done)) return root;
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
      await sleep(500);
    }
    throw new Error('the English build took longer than 5 minutes');
  }
  try {
    mkdirSync(root);
    buildInto(root);
    writeFileSync(done, '');
    return root;
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? error.message : String(error));
    throw error;
  }
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
