import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { viennaDate } from '#model/viennaTime.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { openScreen, saveEntry } from '../support/editorScreens.ts';
import { overflowInPage } from '../support/overflow.ts';

// Nothing the owner writes is lost, and nothing goes out before its time, in the editor's own app,
// clicked as the owner clicks: of two tabs saving one entry the second is refused and both texts
// are shown side by side (at 1280 and at 390 px); text typed before a crash is offered back (at both widths); Ctrl+S
// saves; „Zuletzt geändert am“ follows the text; an article can be „Entwurf“ or dated in the future,
// and the editor says what that means for the website. In a project copy.

const editor = fileEditor({ prefix: 'site-editor-keeping-' });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const articleFile = (slug: string) => `content/articles/${slug}.md`;
const titleOf = (slug: string) =>
  (parse(/^---\n([\s\S]*?)\n---/.exec(editor.file(articleFile(slug)))?.[1] ?? '') as { title: string }).title;
const textField = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });
const twoVersions = (page: Page) => page.getByRole('region', { name: 'Zwei Fassungen – welche soll bleiben?' });

/** The conflict view's row of one field shows the owner's text and the one saved in between. */
async function expectBoth(page: Page, field: string, mine: string, theirs: string) {
  const row = twoVersions(page).getByRole('region', { name: field, exact: true });
  await expect(row.getByRole('figure', { name: 'Ihre Fassung (noch nicht gespeichert)' })).toContainText(mine);
  await expect(row.getByRole('figure', { name: 'Die inzwischen gespeicherte Fassung' })).toContainText(theirs);
}

/** An article opened from the list by its title, its text field ready. */
async function openArticle(page: Page, slug: string) {
  await openScreen(page, editor.admin, 'Artikel', titleOf(slug));
  await textField(page).waitFor();
}

/** Adds a sentence at the end of the article's text. */
async function addSentence(page: Page, sentence: string) {
  const field = textField(page);
  await field.fill(`${(await field.inputValue()).trimEnd()}\n\n${sentence}\n`);
}

/** Today as the editor writes it in the form (15.01.2025) and in the file (2025-01-15). */
function today() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const [day, month, year] = [pad(now.getDate()), pad(now.getMonth() + 1), String(now.getFullYear())];
  return { german: `${day}.${month}.${year}`, iso: `${year}-${month}-${day}` };
}

test('two tabs save the same article: the second is refused, both texts are shown, the owner keeps theirs', async ({
  context,
}, testInfo) => {
  const slug = 'innovation-praxis';
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.setViewportSize({ width: 1280, height: 900 });
  await second.setViewportSize({ width: 1280, height: 900 });
  await openArticle(first, slug);
  await openArticle(second, slug);

  await addSentence(first, 'Ein Satz aus dem ersten Fenster.');
  await saveEntry(first);
  await addSentence(second, 'Ein Satz aus dem zweiten Fenster.');
  await saveButton(second).click();

  // Refused in the owner's words; the first window's text is still in the file.
  await expect(second.getByRole('alert')).toContainText('in einem anderen Fenster oder Tab gespeichert');
  expect(editor.file(articleFile(slug))).toContain('Ein Satz aus dem ersten Fenster.');
  expect(editor.file(articleFile(slug))).not.toContain('Ein Satz aus dem zweiten Fenster.');
  // Both texts side by side, the owner's and the one saved in between.
  await expectBoth(second, 'Text', 'Ein Satz aus dem zweiten Fenster.', 'Ein Satz aus dem ersten Fenster.');
  expect(await second.evaluate(overflowInPage)).toBeNull();
  await second.screenshot({ path: testInfo.outputPath('zwei-fassungen-1280.png'), fullPage: false });

  // Kept knowingly: the owner's text is saved over the other, which „Verlauf“ still holds.
  await twoVersions(second).getByRole('button', { name: 'Meine Fassung speichern' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
  await expect(twoVersions(second)).toHaveCount(0);
  expect(editor.file(articleFile(slug))).toContain('Ein Satz aus dem zweiten Fenster.');
  await openScreen(second, editor.admin, 'Verlauf');
  await expect(second.getByRole('main')).toContainText('Innovation im KMU-Alltag');
});

test('at 390 px, a settings section saved in another tab: both numbers shown, the newer one loaded on request', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) await openScreen(page, editor.admin, 'Einstellungen', 'Kontakt');
  const phone = (page: Page) => page.getByRole('textbox', { name: 'Telefonnummer' });
  await phone(first).fill('+43 660 1111111');
  await saveEntry(first);
  await phone(second).fill('+43 660 2222222');
  await saveButton(second).click();

  await expectBoth(second, 'Telefonnummer', '+43 660 2222222', '+43 660 1111111');
  expect(await second.evaluate(overflowInPage)).toBeNull();
  await second.screenshot({ path: testInfo.outputPath('zwei-fassungen-390.png'), fullPage: false });

  await twoVersions(second).getByRole('button', { name: 'Die gespeicherte Fassung laden' }).click();
  await expect(phone(second)).toHaveValue('+43 660 1111111');
  expect(editor.file('content/settings/site.yaml')).toContain('+43 660 1111111');
  // A save from here now goes through: it is based on the version it shows.
  await phone(second).fill('+43 660 3333333');
  await saveEntry(second);
  expect(editor.file('content/settings/site.yaml')).toContain('+43 660 3333333');
  await context.close();
});

test('a crash mid-text: the unsaved text is offered back, and Ctrl+S saves it', async ({ context }) => {
  const slug = 'go-to-market-strategie';
  const sentence = 'Dieser Satz war beim Absturz noch nicht gespeichert.';
  const before = await context.newPage();
  await openArticle(before, slug);
  await addSentence(before, sentence);
  // Like a crash or a closed tab: no question, no save.
  await before.close({ runBeforeUnload: false });
  expect(editor.file(articleFile(slug))).not.toContain(sentence);

  const page = await context.newPage();
  await openArticle(page, slug);
  const offer = page.getByRole('region', { name: 'Nicht gespeicherte Änderungen' });
  await expect(offer).toContainText('Wiederherstellen oder verwerfen?');
  await expect(textField(page)).not.toHaveValue(new RegExp(sentence));
  await offer.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(textField(page)).toHaveValue(new RegExp(sentence));
  await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();

  // Ctrl+S saves, and the browser's own "save page" is not asked for.
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('keydown', (event) => {
          if (event.key.toLowerCase() === 's') resolve(event.defaultPrevented);
        }),
      ),
  );
  await textField(page).press('Control+s');
  expect(await prevented).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
  expect(editor.file(articleFile(slug))).toContain(sentence);
  // Saved, nothing is offered any more.
  await page.reload();
  await textField(page).waitFor();
  await expect(offer).toHaveCount(0);
});

test('at 390 px, a crash mid-text: the offer to restore fits the phone’s screen and brings the text back', async ({
  browser,
}, testInfo) => {
  const slug = 'foerderungen-innovation';
  const sentence = 'Am Telefon getippt, vor dem Absturz nicht gespeichert.';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const before = await context.newPage();
  await openArticle(before, slug);
  await addSentence(before, sentence);
  await before.close({ runBeforeUnload: false });

  const page = await context.newPage();
  await openArticle(page, slug);
  const offer = page.getByRole('region', { name: 'Nicht gespeicherte Änderungen' });
  await expect(offer).toBeInViewport();
  expect(await page.evaluate(overflowInPage)).toBeNull();
  await page.screenshot({ path: testInfo.outputPath('absturz-390.png'), fullPage: false });
  await offer.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(textField(page)).toHaveValue(new RegExp(sentence));
  await saveEntry(page);
  expect(editor.file(articleFile(slug))).toContain(sentence);
  await context.close();
});

test('„Zuletzt geändert am“ becomes today when the text changes; a date the owner sets stays', async ({ page }) => {
  const slug = 'kmus-business-schools';
  await openArticle(page, slug);
  const modified = page.getByRole('textbox', { name: 'Zuletzt geändert am' });
  const saved = await modified.inputValue();
  expect(saved).not.toBe(today().german);
  await addSentence(page, 'Ein Nachtrag.');
  await expect(modified).toHaveValue(today().german);
  await saveEntry(page);
  expect(editor.file(articleFile(slug))).toContain(`dateModified: ${today().iso}`);

  await modified.fill('20.11.2026');
  await addSentence(page, 'Noch ein Nachtrag.');
  await expect(modified).toHaveValue('20.11.2026');
  await saveEntry(page);
  expect(editor.file(articleFile(slug))).toContain('dateModified: 2026-11-20');
});

test('„Entwurf“ and a day in the future: the editor says what they mean for the website', async ({ page }) => {
  const slug = 'internationalisierung-strategie';
  await openArticle(page, slug);
  const draft = page.getByRole('switch', { name: 'Entwurf' });
  await expect(draft).not.toBeChecked();
  // The switch turns on as the owner turns it: by a click on its name.
  await page
    .getByText(/^Entwurf/)
    .first()
    .click();
  await expect(draft).toBeChecked();
  await expect(page.getByRole('note').filter({ hasText: 'nicht auf die veröffentlichte Website' })).toBeVisible();
  // Today (in Austria): nothing under the field calls the day one in the future.
  const published = page.getByRole('textbox', { name: 'Veröffentlicht am' });
  await published.fill(viennaDate().split('-').reverse().join('.'));
  await expect(published).toHaveAccessibleDescription(/^Der Tag, ab dem der Artikel auf der Website steht\./);
  await expect(page.getByRole('note').filter({ hasText: 'oder danach' })).toHaveCount(0);
  await published.fill('01.03.2099');
  await page.getByRole('textbox', { name: 'Zuletzt geändert am' }).fill('01.03.2099');
  await expect(page.getByRole('note').filter({ hasText: 'am 01.03.2099 oder danach' })).toBeVisible();
  await saveEntry(page);
  expect(editor.file(articleFile(slug))).toMatch(/datePublished: 2099-03-01[\s\S]*\ndraft: true\n/);
  await openScreen(page, editor.admin, 'Artikel');
  await expect(page.getByRole('link', { name: titleOf(slug) })).toContainText('Entwurf');
});

test('no console errors in any of the above', () => {
  expect(editor.consoleErrors).toEqual([]);
});
