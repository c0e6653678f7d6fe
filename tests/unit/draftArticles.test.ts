import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDayVariable, loadArticles, loadArticlesForBuild } from '#integrations/articles/loadArticles.ts';
import { searchIndexFile } from '#integrations/articles/searchIndexFile.ts';
import { buildFeed } from '#integrations/emit/feed.ts';
import { buildSitemap } from '#integrations/emit/hostingPlugin.ts';
import { relatedIn } from '#model/articles/collection.ts';
import { articleCollection } from '#model/collections.ts';
import { indexableRoutes } from '#model/routes.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';

// An article marked „Entwurf“ and one dated after the build's day are in the editor's preview and
// nowhere on the published site: the build's one door for the articles leaves them out, so its
// pages, sitemap, feed, search index and the other articles' links all follow. The day comes from
// the documented variable, so the test builds "tomorrow" instead of waiting for it.

const draftSlug = 'noch-ein-entwurf';
const futureSlug = 'ab-maerz-online';
const today = '2026-11-28';
const futureDay = '2027-03-01';
let root = '';

/** A fixture article under a new name, with its frontmatter changed. */
function variant(slug: string, change: (frontmatter: string) => string) {
  const source = readFileSync(path.join(fixtureRoot, articleCollection.folder, 'innovation-praxis.md'), 'utf8');
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const titled = frontmatter.replace(/^title: .*$/m, `title: "Titel von ${slug}"`);
  writeFileSync(path.join(root, articleCollection.folder, `${slug}.md`), `---\n${change(titled)}\n---\n${body}`);
}

/** The site's articles as a build on `day` publishes them. */
async function publishedOn(day: string) {
  const before = process.env[buildDayVariable];
  process.env[buildDayVariable] = day;
  try {
    return await loadArticlesForBuild(
      path.join(root, articleCollection.folder),
      path.join(root, articleCollection.images),
      root,
    );
  } finally {
    if (before === undefined) delete process.env[buildDayVariable];
    else process.env[buildDayVariable] = before;
  }
}

/** Every output the build makes from the articles, as text. */
async function outputsOf(list: Awaited<ReturnType<typeof publishedOn>>) {
  return {
    pages: indexableRoutes(list)
      .map((route) => route.path)
      .join('\n'),
    sitemap: await buildSitemap(list),
    feed: buildFeed(list),
    search: searchIndexFile(list).source,
    related: list
      .flatMap((article) => relatedIn(list, article.slug, list.length).map((other) => other.slug))
      .join('\n'),
  };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'entwurf-'));
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  variant(draftSlug, (frontmatter) => `${frontmatter}\ndraft: true`);
  variant(futureSlug, (frontmatter) =>
    frontmatter
      .replace(/^datePublished: .*$/m, `datePublished: ${futureDay}`)
      .replace(/^dateModified: .*$/m, `dateModified: ${futureDay}`),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('drafts and articles dated in the future', () => {
  it('are in the preview (the editor and the dev server read every article)', async () => {
    const all = await loadArticles(
      path.join(root, articleCollection.folder),
      path.join(root, articleCollection.images),
      'placeholder',
      root,
    );
    expect(all.map((article) => article.slug)).toEqual(expect.arrayContaining([draftSlug, futureSlug]));
  });

  it('are named by none of the published outputs: pages, sitemap, feed, search index, related links', async () => {
    const list = await publishedOn(today);
    expect(list.length).toBe(5);
    for (const [output, text] of Object.entries(await outputsOf(list))) {
      for (const slug of [draftSlug, futureSlug]) {
        expect(text, `${output} names ${slug}`).not.toContain(slug);
        expect(text, `${output} names ${slug}`).not.toContain(`Titel von ${slug}`);
      }
    }
  });

  it('the future one appears once its day has come; the draft never does', async () => {
    const outputs = await outputsOf(await publishedOn(futureDay));
    for (const [output, text] of Object.entries(outputs)) {
      if (output !== 'related') expect(text, `${output} names ${futureSlug}`).toContain(futureSlug);
      expect(text, `${output} names ${draftSlug}`).not.toContain(draftSlug);
    }
    expect((await publishedOn('2027-02-28')).map((article) => article.slug)).not.toContain(futureSlug);
  });
});
