import type { Page } from '@playwright/test';
import { languageCopy as englishLanguageCopy } from '#model/copy/en/language.ts';
import { languageCopy } from '#model/copy/language.ts';
import { englishPath } from '#model/i18n/localePath.ts';
import { packageSlugs, serviceSlugs } from '#model/lists/specLists.ts';
import { englishArticles, germanArticleSlugs } from '../support/englishSite.ts';
import { expect, englishTest as test } from '../support/englishTest.ts';

// The English version, as a visitor meets it: the fixture project built with English on
// (tests/support/englishSite.ts), its German and its English pages from one preview.

const [article] = englishArticles();
if (!article) throw new Error('the English build has no English article');
const untranslated = germanArticleSlugs().find((slug) => !englishArticles().some((a) => a.translationOf === slug));
if (!untranslated)
  throw new Error('every German article of the fixture has an English version: none to test the switch on');

/** One German page of each kind and its English address. */
const pagePairs = [
  { kind: 'home', de: '/', en: '/en/' },
  { kind: 'blog', de: '/blog', en: '/en/blog' },
  { kind: 'article', de: `/blog/${article.translationOf}`, en: `/en/blog/${article.slug}` },
  { kind: 'service', de: `/services/${serviceSlugs[0]}`, en: englishPath(`/services/${serviceSlugs[0]}`) },
  { kind: 'package', de: `/packages/${packageSlugs[0]}`, en: englishPath(`/packages/${packageSlugs[0]}`) },
  { kind: 'impressum', de: '/impressum', en: '/en/legal-notice' },
  { kind: 'datenschutz', de: '/datenschutz', en: '/en/privacy' },
];

/**
 * Clicks the language switch whose visible name is `name`: in the header from 1024 px on, in the
 * menu on a phone (its button is found by what it opens: its name is the page's language's).
 */
async function switchLanguage(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name}`) })).toBeHidden();
    await page.locator('header button[aria-controls="mobile-menu"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
  }
  const scope = isMobile ? page.locator('#mobile-menu') : page.getByRole('banner');
  await scope.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const { kind, de, en } of pagePairs) {
  test(`the ${kind} page: „${languageCopy.name}“ leads to it in English, „${englishLanguageCopy.name}“ back`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(de);
    await switchLanguage(page, languageCopy.name, isMobile === true);
    await expect(page).toHaveURL((url) => url.pathname === en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchLanguage(page, englishLanguageCopy.name, isMobile === true);
    await expect(page).toHaveURL((url) => url.pathname === de);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
    expect(pathOf(page)).toBe(de);
  });
}

test('a German article without an English version: the switch leads to the English home page', async ({
  page,
  isMobile,
}) => {
  await page.goto(`/blog/${untranslated}`);
  await switchLanguage(page, languageCopy.name, isMobile === true);
  await expect(page).toHaveURL((url) => url.pathname === '/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
