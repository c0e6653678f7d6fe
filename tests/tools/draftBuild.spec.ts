import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDayVariable } from '#integrations/articles/loadArticles.ts';
import { articleCollection } from '#model/collections.ts';
import { fixtureFile, fixtureRoot } from '../support/fixtureSite.ts';
import { ownerEnv, projectCopy } from '../support/projectCopy.ts';

// Drafts and dates in the future in a real build of the fixture project, on a day set by the
// documented SITE_TODAY: an article marked `draft: true` and one dated the day after are in no file
// of dist/client – no page, not the blog list, the sitemap, the feed, the search index or any
// script; one dated that very day is everywhere. One build: the day before and the day itself are
// the two sides of the same comparison of an article's date with the build's day.

const draftSlug = 'noch-ein-entwurf';
const futureSlug = 'ab-maerz-online';
const futureDay = '2027-03-01';
/** An article dated the day after the build's day. */
const tomorrowSlug = 'erst-am-zweiten-maerz';
const tomorrow = '2027-03-02';

let root = '';
/** The build on `futureDay`: every file of dist/client by its path, with its text. */
let built = new Map<string, string>();

/** A fixture article under a new file name and title, its frontmatter changed by `change`. */
function variant(slug: string, change: (frontmatter: string) => string) {
  const source = readFileSync(fixtureFile(`${articleCollection.folder}/innovation-praxis.md`), 'utf8');
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const titled = frontmatter.replace(/^title: .*$/m, `title: "Titel von ${slug}"`);
  writeFileSync(path.join(root, articleCollection.folder, `${slug}.md`), `---\n${change(titled)}\n---\n${body}`);
}

/** `vike build` in the copy on `day`; every file of dist/client by its path, with its text. */
async function buildOn(day: string): Promise<Map<string, string>> {
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const child = spawn('npx', ['vike', 'build'], {
    cwd: root,
    env: { ...ownerEnv(), [buildDayVariable]: day },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output.slice(-3000)).toBe(0);
  const client = path.join(root, 'dist/client');
  const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.relative(client, path.join(entry.parentPath, entry.name));
      const text = /\.(html|xml|json|js|txt|webmanifest)$/.test(file)
        ? readFileSync(path.join(client, file), 'utf8')
        : '';
      return [file, text];
    }),
  );
}

/** The files of a build that name `slug`: by their path or in their text (its address or its title). */
const naming = (built: Map<string, string>, slug: string) =>
  [...built].filter(([file, text]) => file.includes(slug) || text.includes(slug) || text.includes(`Titel von ${slug}`));

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = projectCopy('site-drafts-');
  rmSync(path.join(root, 'content'), { recursive: true, force: true });
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(fixtureFile('public/og-default.jpg'), path.join(root, 'public/og-default.jpg'));
  variant(draftSlug, (frontmatter) => `${frontmatter}\ndraft: true`);
  const dated = (day: string) => (frontmatter: string) =>
    frontmatter
      .replace(/^datePublished: .*$/m, `datePublished: ${day}`)
      .replace(/^dateModified: .*$/m, `dateModified: ${day}`);
  variant(futureSlug, dated(futureDay));
  variant(tomorrowSlug, dated(tomorrow));
  built = await buildOn(futureDay);
});

test.afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

test('the day before its date: neither the article nor a draft is in any built file', () => {
  // The others are there: the blog list, the sitemap, the feed and the search index name them.
  const outputs = ['blog.html', 'sitemap.xml', 'rss.xml', [...built.keys()].find((file) => /search-index/.test(file))];
  for (const output of outputs) expect(built.get(output ?? '') ?? '', output).toContain('innovation-praxis');
  expect(naming(built, draftSlug).map(([file]) => file)).toEqual([]);
  expect(naming(built, tomorrowSlug).map(([file]) => file)).toEqual([]);
});

test('on its day the article is in its page, the blog list, the sitemap, the feed and the search index', () => {
  const named = naming(built, futureSlug).map(([file]) => file);
  expect(named).toEqual(expect.arrayContaining([`blog/${futureSlug}.html`, 'blog.html', 'sitemap.xml', 'rss.xml']));
  expect(named.some((file) => /search-index/.test(file))).toBe(true);
});
