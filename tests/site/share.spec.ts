import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { findArticle } from '#model/articles/collection.ts';
import { shareCopy, shareToasts } from '#model/copy/blog.ts';
import { site } from '#model/site.ts';
import { guardPage } from '../support/pageGuards.ts';
import { expect, test } from '../support/test.ts';

// The article set as the build makes it (the pages' `#model/content/articles` exists only inside Vite).
const articles = await loadArticles();
const getArticle = (slug: string) => findArticle(articles, slug);

// The share links at the end of an article, as a reader uses them.
const route = '/blog/go-to-market-strategie';
const canonical = `${site.url}${route}`;
const tagged = (source: string) => `${canonical}?utm_source=${source}&utm_medium=share&utm_campaign=article`;

test('LinkedIn and e-mail are plain links to the canonical URL; nothing loads from the networks before a click', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = guardPage(page, baseURL ?? '');
  await page.goto(route, { waitUntil: 'networkidle' });
  const share = page.getByRole('region', { name: shareCopy.heading });
  const linkedin = share.getByRole('link', { name: new RegExp(shareCopy.linkedin) });
  const email = share.getByRole('link', { name: shareCopy.email });
  await expect(linkedin).toHaveAttribute('target', '_blank');
  const mail = new URLSearchParams((await email.getAttribute('href'))!.replace(/^mailto:\?/, ''));
  expect(mail.get('subject')).toBe(getArticle('go-to-market-strategie')!.title);
  expect(mail.get('body')).toContain(tagged('email'));
  expect(problems).toEqual([]);

  // LinkedIn's page is answered here: the test checks where the click leads, not LinkedIn.
  await context.route('https://www.linkedin.com/**', (request) =>
    request.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }),
  );
  const [popup] = await Promise.all([page.waitForEvent('popup'), linkedin.click()]);
  const opened = new URL(popup.url());
  expect(`${opened.origin}${opened.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
  expect(opened.searchParams.get('url')).toBe(tagged('linkedin'));
});

test('"Link kopieren" copies the canonical URL and confirms it in the notification region', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(route);
  await page.getByRole('region', { name: shareCopy.heading }).getByRole('button', { name: shareCopy.copy }).click();
  await expect(page.getByRole('region', { name: /Benachrichtigungen/ })).toContainText(shareToasts.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
});

test('without JavaScript there is no copy button, and the links still work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(route);
  const share = page.getByRole('region', { name: shareCopy.heading });
  await expect(share.getByRole('link')).toHaveCount(2);
  await expect(share.getByRole('button', { name: shareCopy.copy })).toBeHidden();
  await context.close();
});
