import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDayVariable } from '#integrations/articles/loadArticles.ts';
import { articleCollection } from '#model/collections.ts';
import { fixtureFile, fixtureRoot } from '../support/fixtureSite.ts';
import { ownerEnv, projectCopy } from '../support/projectCopy.ts';

// Drafts and dates in the future in a real build of the fixture project: an article marked
// `draft: true` and one dated after the build's day (the documented SITE_TODAY) are in no file of
// dist/client – no page, not the blog list, the sitemap, the feed, the search index or any script.
// Built again on that day, the future one is everywhere; the draft still nowhere. Two builds.

const draftSlug = 'noch-ein-entwurf';
const futureSlug = 'ab-maerz-online';
const futureDay = '2027-03-01';

let root = '';

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

test.beforeAll(() => {
  root = projectCopy('site-drafts-');
  rmSync(path.join(root, 'content'), { recursive: true, force: true });
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(fixtureFile('public/og-default.jpg'), path.join(root, 'public/og-default.jpg'));
  variant(draftSlug, (frontmatter) => `${frontmatter}\ndraft: true`);
  variant(futureSlug, (frontmatter) =>
    frontmatter
      .replace(/^datePublished: .*$/m, `datePublished: ${futureDay}`)
      .replace(/^dateModified: .*$/m, `dateModified: ${futureDay}`),
  );
});

test.afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

test('the day before: neither the draft nor the future article is in any built file', async () => {
  const built = await buildOn('2027-02-28');
  // The others are there: the blog list, the sitemap, the feed and the search index name them.
  const outputs = ['blog.html', 'sitemap.xml', 'rss.xml', [...built.keys()].find((file) => /search-index/.test(file))];
  for (const output of outputs) expect(built.get(output ?? '') ?? '', output).toContain('innovation-praxis');
  expect(naming(built, draftSlug).map(([file]) => file)).toEqual([]);
  expect(naming(built, futureSlug).map(([file]) => file)).toEqual([]);
});

test('on its day the future article is in its page, the blog list, the sitemap, the feed and the search index; the draft still nowhere', async () => {
  const built = await buildOn(futureDay);
  const named = naming(built, futureSlug).map(([file]) => file);
  expect(named).toEqual(expect.arrayContaining([`blog/${futureSlug}.html`, 'blog.html', 'sitemap.xml', 'rss.xml']));
  expect(named.some((file) => /search-index/.test(file))).toBe(true);
  expect(naming(built, draftSlug).map(([file]) => file)).toEqual([]);
});
