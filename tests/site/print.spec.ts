import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { formatDate } from '#components/blog/formatDate.ts';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { findArticle } from '#model/articles/collection.ts';
import { blogCopy, shareCopy } from '#model/copy/blog.ts';
import { footerCopy } from '#model/copy/footer.ts';
import { navLabels } from '#model/copy/navigation.ts';
import { printCopy } from '#model/copy/print.ts';
import { impressum } from '#model/legal/impressum.ts';
import { site } from '#model/site.ts';
import { expect, test } from '../support/test.ts';

// The article set as the build makes it (the pages' `#model/content/articles` exists only inside Vite).
const articles = await loadArticles();
const getArticle = (slug: string) => findArticle(articles, slug);

// What a visitor gets on paper: the page printed to PDF by Chromium, read back with pdftotext.

/** The text of the page printed as an A4 PDF, with runs of white space made single spaces. */
async function printedText(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const file = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Text of the parts that stay on screen: navigation, calls to action, share links, footer. */
const screenOnly = [
  navLabels.skip,
  navLabels.cta,
  blogCopy.backLink,
  blogCopy.cta.heading,
  blogCopy.cta.button,
  blogCopy.relatedHeading,
  shareCopy.heading,
  shareCopy.copy,
  footerCopy.claim,
  footerCopy.rights,
];

test('an article prints its title, address, author and date, without navigation, share links or calls to action', async ({
  page,
}, testInfo) => {
  const article = getArticle('go-to-market-strategie')!;
  await page.goto(`/blog/${article.slug}`);
  const text = await printedText(page, testInfo, 'article');
  expect(text).toContain(article.title);
  expect(text).toContain(`${printCopy.online} ${site.url}/blog/${article.slug}`);
  expect(text).toContain(site.person.name);
  expect(text).toContain(formatDate(article.datePublished));
  expect(text.indexOf(`${printCopy.online} ${site.url}`)).toBeLessThan(text.indexOf(article.title));
  for (const phrase of screenOnly) expect(text, phrase).not.toContain(phrase);
});

test('a legal page prints its text with the address of each external link, not of internal or e-mail links', async ({
  page,
}, testInfo) => {
  await page.goto('/impressum');
  const text = await printedText(page, testInfo, 'impressum');
  expect(text).toContain(impressum.title);
  expect(text).toContain(`${printCopy.online} ${site.url}/impressum`);
  // Long addresses wrap anywhere: compare without white space.
  const compact = text.replace(/\s/g, '');
  expect(compact).toContain(`(${site.legal.tradeRulesUrl})`);
  expect(compact).toContain(site.email);
  expect(compact).not.toContain('(mailto:');
  expect(compact).not.toContain('(tel:');
  expect(compact).not.toMatch(/\(\/[a-z]/);
  for (const phrase of screenOnly) expect(text, phrase).not.toContain(phrase);
});

test('in print, the page frame is hidden and the text is black on white', async ({ page }) => {
  await page.goto('/blog/go-to-market-strategie');
  await page.emulateMedia({ media: 'print' });
  const display = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).display);
  for (const selector of [
    'body > #root > header',
    'body > #root > footer',
    'a[href^="https://wa.me/"]',
    '[data-toasts]',
    'section[aria-labelledby="article-share"]',
    'section[aria-labelledby="article-cta"]',
  ]) {
    expect(await display(selector), selector).toBe('none');
  }
  expect(await display('[data-print-only]')).toBe('block');
  const colours = await page
    .locator('h1')
    .evaluate((element) => [getComputedStyle(element).color, getComputedStyle(document.body).backgroundColor]);
  expect(colours[0]).toBe('rgb(0, 0, 0)');
  expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(colours[1]);
  await page.emulateMedia({ media: 'screen' });
  expect(await display('[data-print-only]')).toBe('none');
});
