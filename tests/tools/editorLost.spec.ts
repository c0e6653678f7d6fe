import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { editorBar, historyButton, openScreen, saveEntry } from '../support/editorScreens.ts';

// Nothing the owner does in the editor is silently lost, in the editor's own app: a
// value typed back after a save is saved (and leaving before that asks first), a picture an
// article shows is deleted only after a question that names the article, and if it is deleted
// anyway the preview shows the article with a note instead of a broken picture or a 500 for the
// whole site. Clicked as the owner clicks, in a project copy.

const article = 'content/articles/foerderungen-innovation.md';
const usedPicture = 'content/images/blog/foto.jpg';
const unusedPicture = 'content/images/blog/skizze.jpg';
const alt = 'Ein Besprechungstisch mit Förderanträgen';
const missingNote = 'Bild fehlt: foto.jpg – bitte im Editor neu hochladen oder aus dem Artikel entfernen';

let title = '';

const editor = fileEditor({
  prefix: 'site-editor-lost-',
  prepare: async (root) => {
    // The owner's state before: one article shows a picture, another picture is in no text.
    mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
    writeFileSync(path.join(root, usedPicture), await photo());
    writeFileSync(path.join(root, unusedPicture), await photo());
    const text = readFileSync(path.join(root, article), 'utf8');
    writeFileSync(path.join(root, article), `${text.trimEnd()}\n\n![${alt}](/images/blog/foto.jpg)\n`);
    title = (parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as { title: string }).title;
  },
});
const bar = editorBar;
const open = (page: Page, area: string, entry?: string | RegExp) => openScreen(page, editor.admin, area, entry);
const save = saveEntry;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const photo = () =>
  sharp({ create: { width: 960, height: 640, channels: 3, background: '#4A6B7C' } })
    .jpeg()
    .toBuffer();

/**
 * Answers the next question of the page (window.confirm) as the owner would, and gives its text.
 * Answered in the handler: the click that asks does not end before the question is answered.
 */
function answerNextQuestion(page: Page, answer: 'OK' | 'Abbrechen'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (answer === 'OK' ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** Changes a field, saves, types the value from before back: that is a change, and it is saved. */
async function typeBack(page: Page, label: string, changed: string, read: () => unknown, asksOnLeaving = false) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  const before = await field.inputValue();
  await field.fill(changed);
  await save(page);
  await expect.poll(read, { timeout: 15_000 }).toBe(changed);
  await field.fill(before);
  // Compared with the entry as saved last, not as first loaded: a change, not yet saved.
  await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();
  if (asksOnLeaving) {
    // Leaving for another screen now asks first; „Abbrechen“ keeps the form as it is.
    const question = answerNextQuestion(page, 'Abbrechen');
    await bar(page).getByRole('link', { name: 'Verlauf' }).click();
    expect(await question).toContain('verlassen');
    await expect(field).toHaveValue(before);
    // So does the browser's back button; kept, the screen and its address stay.
    const url = page.url();
    const asked = answerNextQuestion(page, 'Abbrechen');
    await page.goBack();
    expect(await asked).toContain('verlassen');
    await expect(field).toHaveValue(before);
    await expect(page).toHaveURL(url);
  }
  await save(page);
  await expect.poll(read, { timeout: 15_000 }).toBe(before);
}

test('a value typed back after a save is saved, and leaving before that asks: the phone number in „Kontakt“', async ({
  page,
}) => {
  await open(page, 'Einstellungen', 'Kontakt');
  const phone = () =>
    String(
      (
        parse(editor.file('content/settings/site.yaml'), {
          customTags: [{ tag: '!platzhalter', resolve: (value: string) => value }],
        }) as { phone: unknown }
      ).phone,
    );
  await typeBack(page, 'Telefonnummer', '+43 660 1234567', phone, true);
});

test('a value typed back after a save is saved: a text of the home page', async ({ page }) => {
  await open(page, 'Seitentexte', 'Startseite');
  await typeBack(
    page,
    'Text zur Zahl',
    'Jahre Erfahrung in Strategie und Förderung',
    () => (parse(editor.file('content/texts/home.yaml')) as { hero: { experienceLabel: string } }).hero.experienceLabel,
  );
});

/** „Artikel“ → „Bilder der Artikel“. */
async function openPictures(page: Page) {
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: 'Bilder der Artikel' }).click();
  // The list is there, not its loading line.
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
}
const picture = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('deleting a picture an article shows names the article and asks; „Abbrechen“ keeps it, confirming deletes it', async ({
  page,
}) => {
  await openPictures(page);
  // Each picture with its thumbnail and its name.
  const thumbnail = picture(page, 'foto.jpg').getByRole('img', { name: 'Vorschau von „foto.jpg“' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
  const deleteButton = picture(page, 'foto.jpg').getByRole('button', { name: 'Löschen' });
  let question = answerNextQuestion(page, 'Abbrechen');
  await deleteButton.click();
  const asked = await question;
  expect(asked).toContain(`Artikel „${title}“`);
  expect(asked).toContain('„foto.jpg“');
  // One question only: nothing else asks, and the file stays.
  await expect(deleteButton).toBeEnabled();
  expect(existsSync(path.join(editor.root, usedPicture))).toBe(true);

  question = answerNextQuestion(page, 'OK');
  await deleteButton.click();
  await question;
  await expect(page.getByRole('status')).toContainText('Das Bild „foto.jpg“ wurde gelöscht.');
  expect(existsSync(path.join(editor.root, usedPicture))).toBe(false);
  await expect(picture(page, 'foto.jpg')).toHaveCount(0);
  await expect(picture(page, 'skizze.jpg')).toBeVisible();
});

test('with its picture deleted the article’s preview shows a note in its place, and the site’s pages still load', async ({
  page,
}) => {
  await open(page, 'Artikel', title);
  const preview = page.frameLocator('iframe[title="Vorschau"]');
  await expect(preview.getByText(missingNote)).toBeVisible();
  await expect(preview.getByRole('img', { name: alt })).toHaveCount(0);
  // On the site (the dev server's preview): the article with the same note, and the home page.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Auf der Website ansehen' }).click();
  const site = await opened;
  site.on('console', (message) => {
    if (message.type() === 'error') editor.consoleErrors.push(`site: ${message.text()}`);
  });
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByText(missingNote)).toBeVisible();
  // Clicked once the page script runs (as tests/support/test.ts waits for it); the dev server makes
  // the home page and its pictures on the first request, which takes a while on a busy machine.
  await site.locator('html[data-page-script="ready"]').waitFor({ state: 'attached' });
  await site.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(site).toHaveURL(`http://127.0.0.1:${editor.port}/`, { timeout: 60_000 });
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(site.getByText('Unexpected Application Error')).toHaveCount(0);
  await site.close();
});

test('uploading the picture again in „Bilder der Artikel“ repairs the article', async ({ page }) => {
  await openPictures(page);
  await page
    .getByLabel('Bild hochladen')
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('status').filter({ hasText: 'hochgeladen' })).toContainText(
    'Das Bild „foto.jpg“ wurde hochgeladen.',
  );
  expect(existsSync(path.join(editor.root, usedPicture))).toBe(true);
  await expect(picture(page, 'foto.jpg').getByRole('img', { name: 'Vorschau von „foto.jpg“' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zu den Artikeln' }).click();
  await page.getByRole('link', { name: title }).click();
  const preview = page.frameLocator('iframe[title="Vorschau"]');
  await expect(preview.getByRole('img', { name: alt })).toBeVisible();
  await expect(preview.getByText('Bild fehlt: foto.jpg')).toHaveCount(0);
});

test('at 390 px: a picture no text uses is deleted after the usual question, and „Verlauf“ brings it back', async ({
  page,
}) => {
  const before = readFileSync(path.join(editor.root, unusedPicture));
  await page.setViewportSize({ width: 390, height: 844 });
  await openPictures(page);
  await expect(picture(page, 'skizze.jpg').getByRole('img', { name: 'Vorschau von „skizze.jpg“' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const question = answerNextQuestion(page, 'OK');
  await picture(page, 'skizze.jpg').getByRole('button', { name: 'Löschen' }).click();
  const asked = await question;
  expect(asked).toMatch(/^Dieses Bild löschen\?/);
  expect(asked).not.toContain('Artikel „');
  await expect(picture(page, 'skizze.jpg')).toHaveCount(0);
  expect(existsSync(path.join(editor.root, unusedPicture))).toBe(false);
  await historyButton(page, 'skizze.jpg', 'Wiederherstellen');
  await expect(page.getByRole('status').filter({ hasText: 'wiederhergestellt' })).toBeVisible();
  expect(readFileSync(path.join(editor.root, unusedPicture)).equals(before)).toBe(true);
});

test('no console error in the editor or the preview during the whole file', () => {
  expect(editor.consoleErrors).toEqual([]);
});
