import { test as plainTest } from '@playwright/test';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { filterByCategory } from '#model/articles/collection.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { articleCategories } from '#model/lists/categories.ts';
import { holdPageScript } from '../support/holdPageScript.ts';
import { expect, phoneWidth } from '../support/test.ts';

// The early behaviours (components/early/, in the inline head script): with the page script held
// back, the common controls answer a tap at once, and once it arrives, it does not answer the same
// tap a second time.

const articles = await loadArticles();

/** The page script arrives and has started (its handlers are in place, an early tap replayed). */
async function pageScriptStarted(page: import('@playwright/test').Page, release: () => void): Promise<void> {
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page-script', 'ready');
}

// The menu button is there below 1200 px.
plainTest(
  'the mobile menu opens, closes and closes on Escape without the page script',
  phoneWidth,
  async ({ page }) => {
    const release = await holdPageScript(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const close = page.getByRole('button', { name: 'Menü schließen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    // Opened before the page script, still open after it has started.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await pageScriptStarted(page, release);
    await expect(close).toHaveAttribute('aria-expanded', 'true');
  },
);

plainTest('an about card opens at once without the page script, and stays open when it arrives', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const cards = page.locator('#about [data-accordion] button');
  await cards.nth(0).click();
  await expect(cards.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await cards.nth(0).getAttribute('aria-controls')}`)).toBeVisible();
  await cards.nth(1).click();
  await expect(cards.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await pageScriptStarted(page, release);
  await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'true');
});

// The button is there on phones; desktops show the whole text.
plainTest('"Mehr über mich" opens its dialog without the page script', phoneWidth, async ({ page }) => {
  await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const more = page.locator('#about').getByRole('button', { name: 'Mehr über mich' });
  await more.click();
  const dialog = page.getByRole('dialog', { name: 'Über mich' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('p')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
});

plainTest(
  'the contact dialog shows at once without the page script, and Escape or its close button close it',
  async ({ page }) => {
    await holdPageScript(page);
    await page.goto('/services/marketing', { waitUntil: 'domcontentloaded' });
    const button = page.locator('main button[data-contact]').first();
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toBeFocused();
    await dialog.getByLabel(/^Name/).fill('Anna');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
    await dialog.getByRole('button', { name: 'Dialog schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-page-script', /./);
  },
);

plainTest(
  'the blog filter answers a tap without the page script, and the page script does not undo it',
  async ({ page }) => {
    const release = await holdPageScript(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const group = page.getByRole('group', { name: blogCopy.filterLabel });
    const category = articleCategories.find((name) => filterByCategory(articles, name).length < articles.length)!;
    await group.getByRole('button', { name: category, exact: true }).click();
    await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('main').getByRole('list').getByRole('article');
    await expect(cards).toHaveCount(filterByCategory(articles, category).length);
    await expect(page).toHaveURL(`/blog?kategorie=${encodeURIComponent(category)}`);
    await pageScriptStarted(page, release);
    await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(filterByCategory(articles, category).length);
  },
);
