import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headingLinkAttrs } from '#components/blog/dataAttributes.ts';
import { formatDate } from '#components/blog/formatDate.ts';
import { filterArticles } from '#components/blog/search.ts';
import { fullLayoutAttr } from '#components/theme/renderWhenNear.ts';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { buildFeed } from '#integrations/emit/feed.ts';
import { filterByCategory } from '#model/articles/collection.ts';
import { blogCopy, categoryTopics, resultCount } from '#model/copy/blog.ts';
import { articleCategories } from '#model/lists/categories.ts';
import { site } from '#model/site.ts';
import { nodeIds } from '#model/structuredData/nodes.ts';
import { afterTwoFrames } from '../support/frames.ts';
import { expectLandedWhereLaidOut } from '../support/jumps.ts';
import { distDir } from '../support/routes.ts';
import { expect, oneWidth, test } from '../support/test.ts';
import { bothWebFacesLoaded, holdWebFonts } from '../support/webFaces.ts';

// The articles as the build renders them from content/articles/*.md: counts and expectations come
// from them, so a new article file changes the numbers, not the outcome.
const articles = await loadArticles();
/** What the list should show for a search and a category (`null` = "Alle"). */
const fitting = (q: string, kategorie: (typeof articleCategories)[number] | null = null) =>
  filterArticles(articles, { q, kategorie });

type Node = Record<string, unknown> & { '@type'?: string };

/** Opens a page and waits until its scripts have loaded (so the list is interactive). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/**
 * An article's contents: folded above the text on narrow screens (opened here), a navigation beside
 * it on wide ones.
 */
async function openContents(page: Page) {
  const summary = page.locator('summary', { hasText: blogCopy.toc.label });
  const folded = await summary.isVisible();
  if (folded) await summary.click();
  return folded
    ? page.locator('details', { has: summary })
    : page.getByRole('navigation', { name: blogCopy.toc.label });
}

// On /blog the main landmark holds one list: the cards.
const cardList = (page: Page) => page.getByRole('main').getByRole('list');
const cards = (page: Page) => cardList(page).getByRole('article');
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: blogCopy.filterLabel }).getByRole('button', { name, exact: true });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: blogCopy.searchLabel });

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // One @graph per page; its nodes are what the tests look for.
  return blocks.flatMap((text) => {
    const block = JSON.parse(text) as Node;
    return Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block];
  });
}

// The list's logic (which cards a filter or a search leaves, the address, the empty state) is the
// same at every width: at one. A tap on a filter at the phone's width: early.spec.ts.
test.describe('blog list', () => {
  // One visit for the list, its structured data and where a card leads.
  test(
    'shows every article as a card with "Alle" pressed, declares a Blog with its posts and a breadcrumb trail, and a card leads to its article',
    oneWidth,
    async ({ page }) => {
      await open(page, '/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogCopy.title);
      await expect(cards(page)).toHaveCount(articles.length);
      await expect(filterButton(page, 'Alle')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status')).toHaveText(resultCount(articles.length));
      for (const article of articles) {
        const card = cards(page).filter({ has: page.getByRole('link', { name: article.title }) });
        await expect(card).toContainText(article.category);
        await expect(card).toContainText(`${article.readTime} Min. Lesezeit`);
        await expect(card).toContainText(blogCopy.readMore);
      }
      const nodes = await jsonLd(page);
      const blog = nodes.find((node) => node['@type'] === 'Blog');
      expect(blog).toMatchObject({ url: `${site.url}/blog`, publisher: { '@id': nodeIds.organization } });
      expect((blog!.blogPost as { url: string }[]).map((post) => post.url)).toEqual(
        articles.map((a) => `${site.url}/blog/${a.slug}`),
      );
      const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Start', 'Insights']);
      const first = articles[0]!;
      await cardList(page).getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(`/blog/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    },
  );

  test('filters by each category and back to "Alle"', oneWidth, async ({ page }) => {
    await open(page, '/blog');
    for (const category of articleCategories) {
      await filterButton(page, category).click();
      await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(filterButton(page, 'Alle')).toHaveAttribute('aria-pressed', 'false');
      const expected = filterByCategory(articles, category);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const article of expected)
        await expect(cardList(page).getByRole('link', { name: article.title })).toBeVisible();
      await expect(page).toHaveURL(`/blog?kategorie=${encodeURIComponent(category)}`);
    }
    await filterButton(page, 'Alle').click();
    await expect(cards(page)).toHaveCount(articles.length);
    await expect(page).toHaveURL('/blog');
  });

  test('typing a search narrows the list and updates the URL', oneWidth, async ({ page }) => {
    await open(page, '/blog');
    const expected = fitting('Eigenanteil');
    expect(expected.length).toBeLessThan(articles.length);
    await searchbox(page).pressSequentially('Eigenanteil');
    await expect(cards(page)).toHaveCount(expected.length);
    for (const article of expected)
      await expect(cardList(page).getByRole('link', { name: article.title })).toBeVisible();
    await expect(cardList(page).getByRole('link', { name: /Förderungen für Innovationsprojekte/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(resultCount(expected.length));
    await expect(page).toHaveURL('/blog?q=Eigenanteil');
  });

  test('?q=foerderung on load finds the funding article', oneWidth, async ({ page }) => {
    await open(page, '/blog?q=foerderung');
    await expect(searchbox(page)).toHaveValue('foerderung');
    await expect(cardList(page).getByRole('link', { name: /Förderungen für Innovationsprojekte/ })).toBeVisible();
    const expected = fitting('foerderung');
    expect(expected.length).toBeLessThan(articles.length);
    await expect(cards(page)).toHaveCount(expected.length);
  });

  test('?kategorie=Strategie on load presses Strategie', oneWidth, async ({ page }) => {
    await open(page, '/blog?kategorie=Strategie');
    await expect(filterButton(page, 'Strategie')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(filterByCategory(articles, 'Strategie').length);
    await expect(cardList(page).getByRole('link', { name: /KMU und Hochschulen/ })).toBeVisible();
  });

  test('shows the empty state when nothing fits, and resets', oneWidth, async ({ page }) => {
    // The word alone finds articles, in Marketing it finds none.
    expect(fitting('Masterarbeiten')).not.toEqual([]);
    expect(fitting('Masterarbeiten', 'Marketing')).toEqual([]);
    await open(page, '/blog?kategorie=Marketing');
    await searchbox(page).fill('Masterarbeiten');
    await expect(page.getByText(blogCopy.empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('0 Artikel');
    await page.getByRole('button', { name: blogCopy.reset }).click();
    await expect(cards(page)).toHaveCount(articles.length);
    await expect(page).toHaveURL('/blog');
  });
});

for (const [index, article] of articles.entries()) {
  test.describe(`/blog/${article.slug}`, () => {
    // One visit for the article's parts, its structured data and its call to action. The same parts
    // and button on every article: at both widths on the first, at one on the rest.
    test(
      'shows header, body, author box and two related articles, declares a BlogPosting and a three-step breadcrumb trail, and the call to action opens the contact dialog with the fitting topic',
      index === 0 ? {} : oneWidth,
      async ({ page }) => {
        await open(page, `/blog/${article.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
        await expect(page.getByRole('link', { name: blogCopy.backLink })).toHaveAttribute('href', '/blog');
        const main = page.getByRole('main').getByRole('article').first();
        await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
        await expect(main.getByText(`${article.readTime} Min. Lesezeit`)).toBeVisible();
        await expect(page.locator(`time[datetime="${article.datePublished}"]`).first()).toHaveText(
          formatDate(article.datePublished),
        );
        await expect(page.getByText(article.description).first()).toBeVisible();
        await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
        const author = page.getByRole('region', { name: blogCopy.authorHeading });
        await expect(author).toContainText(site.person.name);
        await expect(author).toContainText(site.person.jobTitle);
        const related = page.getByRole('region', { name: blogCopy.relatedHeading }).getByRole('link');
        await expect(related).toHaveCount(2);
        for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
          expect(href).not.toBe(`/blog/${article.slug}`);
        }
        const url = `${site.url}/blog/${article.slug}`;
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
        await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
          'content',
          article.datePublished,
        );
        const nodes = await jsonLd(page);
        const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
        expect(posting).toMatchObject({
          headline: article.title,
          description: article.description,
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          author: { '@id': nodeIds.person },
          publisher: { '@id': nodeIds.organization },
          mainEntityOfPage: { '@id': `${url}#webpage` },
          inLanguage: 'de-AT',
          articleSection: article.category,
          timeRequired: `PT${article.readTime}M`,
          url,
        });
        expect(String(posting!.image)).toMatch(/^https?:\/\//);
        expect(nodes.find((node) => node['@id'] === nodeIds.person)).toMatchObject({
          '@type': 'Person',
          name: site.person.name,
        });
        expect(posting!.wordCount).toBe(article.wordCount);
        const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
        const items = trail!.itemListElement as { name: string; item: string; position: number }[];
        expect(items.map((item) => [item.position, item.name, item.item])).toEqual([
          [1, 'Start', `${site.url}/`],
          [2, 'Insights', `${site.url}/blog`],
          [3, article.title, url],
        ]);
        await page
          .getByRole('region', { name: blogCopy.cta.heading })
          .getByRole('button', { name: blogCopy.cta.button })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel('Thema')).toHaveValue(categoryTopics[article.category]);
      },
    );

    // Which sections an article lists is the same at every width; the folded contents of a phone
    // on the first article, the contents beside the text on every one.
    test(
      'lists its sections under "Inhalt"; a click on one scrolls to it',
      index === 0 ? {} : oneWidth,
      async ({ page }) => {
        await page.goto(`/blog/${article.slug}`);
        const sections = article.headings.filter((heading) => heading.level === 2);
        const summary = page.locator('summary', { hasText: blogCopy.toc.label });
        if (sections.length < 2) {
          // Nothing to choose from: no contents box (components/blog/TableOfContents.tsx).
          await expect(summary).toHaveCount(0);
          await expect(page.getByRole('navigation', { name: blogCopy.toc.label })).toHaveCount(0);
          return;
        }
        const toc = await openContents(page);
        await expect(toc.getByRole('link')).toHaveText(sections.map((heading) => heading.text));
        // A section further down, so the click has to scroll (the third, or the last of fewer).
        const target = sections[Math.min(2, sections.length - 1)]!;
        await toc.getByRole('link', { name: target.text, exact: true }).click();
        await expect(page).toHaveURL(`/blog/${article.slug}#${target.id}`);
        await expect(page.getByRole('heading', { level: 2, name: target.text, exact: true })).toBeInViewport();
        // The parts below the first screen are laid out only when near; the jump is not misled.
        await expectLandedWhereLaidOut(page, target.id);
        // The section being read is marked in the contents, and only that one.
        await expect(toc.getByRole('link', { name: target.text, exact: true })).toHaveAttribute('aria-current', 'true');
        await expect(toc.locator('a[aria-current]')).toHaveCount(1);
      },
    );

    test('a section jumped to stays where it landed when the web fonts arrive', async ({ page }) => {
      const sections = article.headings.filter((heading) => heading.level === 2);
      test.skip(sections.length < 2, 'No contents box');
      // The fonts arrive only after the jump: a line more or less above the section in the
      // fallback faces must not move it.
      const release = await holdWebFonts(page);
      await page.goto(`/blog/${article.slug}`);
      const toc = await openContents(page);
      const target = sections[Math.min(2, sections.length - 1)]!;
      await toc.getByRole('link', { name: target.text, exact: true }).click();
      const heading = page.getByRole('heading', { level: 2, name: target.text, exact: true });
      await expect(heading).toBeInViewport();
      await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
      const stillTop = () =>
        heading.evaluate(async (element) => {
          let last = Number.NaN;
          for (let still = 0, tries = 0; still < 6 && tries < 100; tries++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            const top = Math.round(element.getBoundingClientRect().top);
            still = top === last ? still + 1 : 0;
            last = top;
          }
          return last;
        });
      const landed = await stillTop();
      release();
      await page.waitForFunction(bothWebFacesLoaded);
      await afterTwoFrames(page);
      expect(Math.abs((await stillTop()) - landed), `landed at ${landed} px`).toBeLessThanOrEqual(2);
    });

    // Until a part is laid out, its estimate stands in for its height (content-visibility: auto). A
    // part taller than its estimate reaches into the next one, where a tool that measures the page
    // without scrolling (Lighthouse's accessibility audit) finds the next heading's link covered.
    // In both faces: the page is measured in the fallback faces until the web fonts arrive (failed
    // before in them, on one part at 1280 px, which fitted its estimate only in the web fonts).
    test('no part of the text is taller than its estimate before it is laid out, in either face', async ({ page }) => {
      const release = await holdWebFonts(page);
      await page.goto(`/blog/${article.slug}`);
      const parts = page.locator(`main article section:has(> [${headingLinkAttrs.heading}="2"])`);
      await expect(parts.first()).toBeAttached();
      // A part near the screen is laid out already (its content is not skipped): no estimate.
      const estimates = await parts.evaluateAll((all) =>
        all.map((part) =>
          part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })
            ? Infinity
            : part.getBoundingClientRect().height,
        ),
      );
      expect(estimates.filter(Number.isFinite).length).toBeGreaterThan(0);
      await page.evaluate((attr) => document.documentElement.setAttribute(attr, ''), fullLayoutAttr);
      const tooTall = async (faces: string) => {
        const heights = await parts.evaluateAll((all) => all.map((part) => part.getBoundingClientRect().height));
        return heights.flatMap((height, part) =>
          height > estimates[part]! + 1
            ? [`${faces}, part ${part + 1}: ${Math.round(height)} px, estimated ${Math.round(estimates[part]!)} px`]
            : [],
        );
      };
      const inFallback = await tooTall('fallback faces');
      release();
      await page.waitForFunction(bothWebFacesLoaded);
      await afterTwoFrames(page);
      expect([...inFallback, ...(await tooTall('web fonts'))]).toEqual([]);
    });

    if (index === 0)
      test('the page script lays out none of the later parts of the article while it loads', async ({ page }) => {
        // Each part of an article is laid out only when it comes near (content-visibility: auto);
        // a script that measures something inside one lays it out at once, in its own task (a
        // contents marker that measured every heading would lay out every part).
        const browser = page.context().browser()!;
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
        });
        await page.goto(`/blog/${article.slug}`, { waitUntil: 'load' });
        // The contents' observer reports once the layout after the page script's start is done.
        await afterTwoFrames(page);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: {
            name: string;
            args?: { beginData?: { stackTrace?: { url: string; functionName: string }[] } };
          }[];
        };
        const forcedByScript = traceEvents
          .filter((event) => event.name === 'Layout')
          .map((event) => event.args?.beginData?.stackTrace?.find((frame) => frame.url.includes('/assets/')))
          .filter((frame) => frame !== undefined);
        expect(forcedByScript.map((frame) => `${frame.functionName || '(anonymous)'} in ${frame.url}`)).toEqual([]);
      });
  });
}

test('the link after a heading copies its address and says so', async ({ page, context }) => {
  const article = articles.find((candidate) => candidate.headings.some((h) => h.level === 2));
  const heading = article!.headings.find((h) => h.level === 2)!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/blog/${article!.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: heading.text, exact: true })).toHaveAttribute(
    'id',
    heading.id,
  );
  await page.getByRole('heading', { level: 2, name: heading.text, exact: true }).hover();
  await page.getByRole('link', { name: `Link zu „${heading.text}“ kopieren` }).click();
  await expect(page.getByText(`Link zu „${heading.text}“ kopiert`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/blog/${article!.slug}#${heading.id}`,
  );
});

test('the browser code holds no Markdown or frontmatter parser, only the built strings', oneWidth, () => {
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? scripts(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    );
  const code = scripts(path.join(distDir, 'assets'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // Strings that survive minification of unified/micromark/mdast, yaml and zod.
  for (const marker of ['micromark', 'mdast', 'without `parser`', 'YAMLParseError', 'ZodError'])
    expect(code).not.toContain(marker);
  // The article texts, prepared at build time, are in the search index file the blog list names, in no script.
  expect(code).not.toContain(' zielsegment ');
  const index = readFileSync(path.join(distDir, 'blog.html'), 'utf8').match(/data-search-index="\/([^"]+)"/)?.[1];
  expect(readFileSync(path.join(distDir, index ?? 'fehlt'), 'utf8')).toContain(' zielsegment ');
});

test('an unknown article answers 404', oneWidth, async ({ page }) => {
  const response = await page.goto('/blog/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('the RSS feed lists every article with absolute links', oneWidth, async ({ page }) => {
  const response = await page.goto('/rss.xml');
  expect(response?.status()).toBe(200);
  const feed = await page.evaluate(async () => {
    const text = await (await fetch('/rss.xml')).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      hasError: doc.getElementsByTagName('parsererror').length > 0,
      version: doc.documentElement.getAttribute('version'),
      language: doc.querySelector('channel > language')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        category: item.querySelector('category')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
      })),
    };
  });
  expect(feed.hasError).toBe(false);
  expect(feed.version).toBe('2.0');
  expect(feed.language).toBe('de-AT');
  expect(feed.items).toHaveLength(articles.length);
  expect(feed.items.map((item) => item.link)).toEqual(articles.map((a) => `${site.url}/blog/${a.slug}`));
  for (const [index, item] of feed.items.entries()) {
    expect(item.link).toMatch(/^https?:\/\//);
    expect(item.guid).toBe(item.link);
    expect(item.title).toBe(articles[index]!.title);
    expect(item.category).toBe(articles[index]!.category);
    expect(item.pubDate).toContain(articles[index]!.datePublished.slice(0, 4));
  }
});

/** Each item's description as a feed reader shows it: its text taken as HTML and rendered. */
const readerTexts = (page: Page, xml: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return [...doc.querySelectorAll('item > description')].map((description) => {
      const shown = document.createElement('div');
      shown.innerHTML = description.textContent ?? '';
      document.body.append(shown);
      const result = { text: shown.innerText, elements: shown.querySelectorAll('*').length };
      shown.remove();
      return result;
    });
  }, xml);

test(
  'a description that mentions markup reads the same in a feed reader as on the site',
  oneWidth,
  async ({ page }) => {
    await page.goto('/blog');
    const description = 'Wann <b>fett</b> hilft & wann <img src=x onerror=alert(1)> nur stört: Tags als Text.';
    const fixture = { ...articles[0]!, slug: 'markup-im-text', description };
    const shown = await readerTexts(page, buildFeed([fixture]));
    expect(shown).toEqual([{ text: description, elements: 0 }]);
    // The built feed: every article's description as its text, nothing rendered as markup.
    const built = await readerTexts(page, await (await page.request.get('/rss.xml')).text());
    expect(built.map((item) => item.text)).toEqual(articles.map((article) => article.description));
    expect(built.every((item) => item.elements === 0)).toBe(true);
  },
);
