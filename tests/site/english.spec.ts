import type { Page } from '@playwright/test';
import { contactPayload, emptyContactValues } from '#components/contact/submitContact.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { blogCopy as englishBlogCopy } from '#model/copy/en/blog.ts';
import { contactCopy as englishContactCopy } from '#model/copy/en/contact.ts';
import { detailCopy as englishDetailCopy } from '#model/copy/en/detailPages.ts';
import { errorCopy as englishErrorCopy } from '#model/copy/en/errors.ts';
import { footerCopy as englishFooterCopy } from '#model/copy/en/footer.ts';
import { heroCopy as englishHeroCopy } from '#model/copy/en/home.ts';
import { languageCopy as englishLanguageCopy } from '#model/copy/en/language.ts';
import { navItems as englishNavItems, navLabels as englishNavLabels } from '#model/copy/en/navigation.ts';
import { languageCopy } from '#model/copy/language.ts';
import { navLabels } from '#model/copy/navigation.ts';
import { englishPath } from '#model/i18n/localePath.ts';
import { packageSlugs, serviceSlugs } from '#model/lists/specLists.ts';
import { contactTexts, englishFormService } from '../support/englishEnquiry.ts';
import { englishArticles, germanArticleSlugs } from '../support/englishSite.ts';
import { expect, oneWidth, englishTest as test } from '../support/englishTest.ts';

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
 * Clicks the language switch of `words` (the page's language's copy): on a wide screen the header's,
 * which shows the language's code beside the colour scheme switch; on a phone the menu's, which
 * names the language (its button is found by what it opens: its name is the page's language's).
 */
async function switchLanguage(page: Page, words: { name: string; short: string }, isMobile: boolean) {
  if (isMobile) {
    await page.locator('header button[aria-controls="mobile-menu"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: new RegExp(`^${words.name}`) })
      .click();
    return;
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${words.short} `) })
    .click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

// The header's switch and the menu's are one component with one target (LanguageSwitch.tsx): which
// address a page's switch leads to does not depend on the width, so the menu's is followed at the
// phone's width on the home page only.
for (const { kind, de, en } of pagePairs) {
  test(
    `the ${kind} page: „${languageCopy.name}“ leads to it in English, „${englishLanguageCopy.name}“ back`,
    kind === 'home' ? {} : oneWidth,
    async ({ page, isMobile }) => {
      await page.goto(de);
      await switchLanguage(page, languageCopy, isMobile === true);
      await expect(page).toHaveURL((url) => url.pathname === en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await switchLanguage(page, englishLanguageCopy, isMobile === true);
      await expect(page).toHaveURL((url) => url.pathname === de);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
      expect(pathOf(page)).toBe(de);
    },
  );
}

test(
  'a German article without an English version: the switch leads to the English home page',
  oneWidth,
  async ({ page, isMobile }) => {
    await page.goto(`/blog/${untranslated}`);
    await switchLanguage(page, languageCopy, isMobile === true);
    await expect(page).toHaveURL((url) => url.pathname === '/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test(
  'an unknown address under /en/ answers with the English 404 page, which leads to the English home page',
  oneWidth,
  async ({ page }) => {
    const response = await page.goto('/en/nope');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishErrorCopy.notFound.title);
    await page.getByRole('link', { name: englishErrorCopy.notFound.home }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/');
  },
);

test('on the English home page a section link of the navigation scrolls smoothly to its section', async ({
  page,
  isMobile,
}) => {
  const about = englishNavItems.find((item) => item.id === 'about');
  if (!about) throw new Error('no „about“ item in the English navigation');
  await page.goto('/en/');
  if (isMobile) await page.getByRole('button', { name: englishNavLabels.open }).click();
  // Every position the page passes on its way: a smooth scroll passes through the ones in between,
  // the browser's own jump to the fragment (without the page script's scroll) does not.
  // Read once the scroll has ended: read while it had just begun, on a busy machine, the positions
  // were the first frame's only.
  await page.evaluate(() => {
    const positions: number[] = [];
    const state = window as unknown as { positions: number[]; scrollEnded: boolean };
    state.positions = positions;
    state.scrollEnded = false;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    window.addEventListener('scrollend', () => {
      state.scrollEnded = true;
    });
  });
  await page
    .getByRole('navigation', { name: isMobile ? englishNavLabels.mobile : englishNavLabels.main })
    .getByRole('link', { name: about.label })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/' && url.hash === '#about');
  await expect(page.locator('#about')).toBeInViewport();
  await expect(page.locator('#about')).toBeFocused();
  await page.waitForFunction(() => (window as unknown as { scrollEnded: boolean }).scrollEnded);
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  const end = Math.max(...positions);
  expect(
    positions.filter((y) => y > 0 && y < end / 2),
    `scrolled through ${positions.join(', ')}`,
  ).not.toEqual([]);
});

test.describe('an enquiry', () => {
  test.use({ ignoreHTTPSErrors: true });

  const visitor = { ...emptyContactValues, name: 'Anna Example', email: 'anna@example.org', consent: true };

  for (const { language, home, cta, success, expected } of [
    {
      language: 'en' as const,
      home: '/en/',
      cta: englishNavLabels.cta,
      success: englishContactCopy.success.title,
      // The English page's default topic, and the page's language.
      expected: { ...contactPayload(visitor), topic: englishContactCopy.defaultTopic, language: 'en' },
    },
    {
      language: 'de' as const,
      home: '/',
      cta: navLabels.cta,
      success: contactCopy.success.title,
      expected: contactPayload(visitor),
    },
  ]) {
    test(
      `from the ${language === 'en' ? 'English' : 'German'} home page arrives at the form service ${language === 'en' ? 'with the language en' : 'as before, without a language'}`,
      oneWidth,
      async ({ page, baseURL, englishRoot }) => {
        const texts = contactTexts(englishRoot, language);
        const service = await englishFormService(new URL(baseURL ?? '').origin);
        try {
          await page.goto(home);
          await page.getByRole('banner').getByRole('button', { name: cta }).click();
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('heading', { name: texts.dialogTitle })).toBeVisible();
          await dialog.getByLabel(new RegExp(`^${texts.fields.name}`)).fill(visitor.name);
          await dialog.getByLabel(new RegExp(`^${texts.fields.email}`)).fill(visitor.email);
          await dialog.getByRole('checkbox').check();
          await dialog.getByRole('button', { name: texts.submit }).click();
          await expect(page.getByText(success)).toBeVisible();
          expect(service.posts.map((post) => post.body)).toEqual([expected]);
        } finally {
          await service.stop();
        }
      },
    );
  }
});

test(
  'the whole offer can be read in English, following its links from the English home page',
  oneWidth,
  async ({ page, englishRoot }) => {
    /** The page is an English one at `pathname`, with its one heading and, where given, a heading of its kind. */
    const expectEnglishPage = async (pathname: string, heading?: string) => {
      await expect(page).toHaveURL((url) => url.pathname === pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    };
    /** The addresses of the main content's links that begin with `prefix`, each once. */
    const linksIn = async (prefix: string) =>
      [
        ...new Set(
          await page
            .locator(`main a[href^="${prefix}"]`)
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
        ),
      ].filter((href) => href.length > prefix.length);

    await page.goto('/en/');
    await expectEnglishPage('/en/', englishHeroCopy.headline);

    // The contact dialog, in the words of the English page texts.
    await page.getByRole('banner').getByRole('button', { name: englishNavLabels.cta }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: contactTexts(englishRoot, 'en').dialogTitle }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Every consulting area from the home page's cards, and every package from the cards of the home
    // page and of the consulting areas' pages.
    const services = await linksIn('/en/services/');
    expect(services).toHaveLength(serviceSlugs.length);
    /** Each package's address, and the page whose card leads there. */
    const packages = new Map((await linksIn('/en/packages/')).map((href) => [href, '/en/']));
    for (const href of services) {
      await page.goto('/en/');
      await page.locator(`main a[href="${href}"]`).first().click();
      await expectEnglishPage(href, englishDetailCopy.service.offeringsTitle);
      for (const target of await linksIn('/en/packages/')) if (!packages.has(target)) packages.set(target, href);
    }
    expect(packages.size).toBe(packageSlugs.length);
    for (const [href, from] of packages) {
      await page.goto(from);
      await page.locator(`main a[href="${href}"]`).first().click();
      await expectEnglishPage(href, englishDetailCopy.package.itemsTitle);
    }

    // The blog from the navigation, and every English article from it.
    await page.goto('/en/');
    await page.getByRole('navigation', { name: englishNavLabels.main }).getByRole('link', { name: 'Insights' }).click();
    await expectEnglishPage('/en/blog', englishBlogCopy.title);
    const articles = await linksIn('/en/blog/');
    expect(articles.sort()).toEqual(englishArticles().map((a) => `/en/blog/${a.slug}`));
    for (const href of articles) {
      await page.goto('/en/blog');
      await page.locator(`main a[href="${href}"]`).first().click();
      await expectEnglishPage(href, englishBlogCopy.cta.heading);
    }

    // The legal notice and the privacy statement from the footer.
    for (const [name, pathname] of [
      [englishFooterCopy.impressum, '/en/legal-notice'],
      [englishFooterCopy.datenschutz, '/en/privacy'],
    ] as const) {
      await page.goto('/en/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expectEnglishPage(pathname);
    }
  },
);
