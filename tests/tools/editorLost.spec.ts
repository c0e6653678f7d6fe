import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { ownerEnv, projectCopy } from '../support/projectCopy';

// Nothing the owner does in the editor is silently lost (issue 34): a value typed back after a save
// is saved, a picture an article shows is deleted only after a question that names the article,
// and if it is deleted anyway the preview shows the article with a note instead of a 500 for the
// whole site. Clicked as the owner clicks, in a project copy.

// editor.spec.ts uses EDITOR_TEST_PORT, publish.spec.ts the next port, editorOwner.spec.ts +2.
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 3;
const origin = `http://127.0.0.1:${port}`;
const admin = `${origin}/admin/`;

const article = 'content/articles/foerderungen-innovation.md';
const usedImage = 'content/images/blog/foto.jpg';
const unusedImage = 'content/images/blog/skizze.jpg';

let root = '';
let editor: RunningEditor | undefined;
let title = '';
const consoleErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const file = (relative: string) => readFileSync(path.join(root, relative), 'utf8');
const photo = () =>
  sharp({ create: { width: 960, height: 640, channels: 3, background: '#4A6B7C' } })
    .jpeg()
    .toBuffer();

test.beforeAll(async () => {
  test.setTimeout(150_000);
  root = projectCopy('site-editor-lost-');
  // The owner's state before: one article shows a picture, another picture is in no text.
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, usedImage), await photo());
  writeFileSync(path.join(root, unusedImage), await photo());
  writeFileSync(
    path.join(root, article),
    `${file(article).trimEnd()}\n\n![Ein Besprechungstisch mit Förderanträgen](/images/blog/foto.jpg)\n`,
  );
  title = (parse(/^---\n([\s\S]*?)\n---/.exec(file(article))![1]!) as { title: string }).title;
  editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
});

test.afterAll(() => {
  editor?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${test.info().title}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
});

/** The editor's save: "Speichern" → "Jetzt speichern", until Decap says "Gespeichert". */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Jetzt speichern', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeVisible({ timeout: 30_000 });
}

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

/**
 * Types a new value into a text field. Decap's text widget puts the cursor back where it last was
 * whenever the editor redraws (a message fading out, say); a redraw between selecting and typing
 * appends instead of replacing, so the value is checked and typed again if so, as the owner would.
 */
async function typeInto(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Changes a field, saves, types the value from before back: that is a change, and it is saved. */
async function typeBack(page: Page, label: string, changed: string, read: () => unknown) {
  const field = page.getByLabel(label, { exact: true });
  const before = await field.inputValue();
  await typeInto(field, changed);
  await save(page);
  await expect.poll(read, { timeout: 15_000 }).toBe(changed);
  await typeInto(field, before);
  // Before the fix Decap compared with the entry as loaded: "unchanged", no save button.
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeEnabled();
  // Leaving now asks first.
  const question = answerNextQuestion(page, 'Abbrechen');
  await page.getByRole('link', { name: /Zurück zu/ }).click();
  expect(await question).toContain('verlassen');
  await save(page);
  await expect.poll(read, { timeout: 15_000 }).toBe(before);
}

test('a value typed back after a save is saved: the phone number in "Kontakt"', async ({ page }) => {
  await page.goto(admin);
  await page.getByRole('link', { name: 'Einstellungen' }).first().click();
  await page.getByRole('link', { name: 'Kontakt', exact: true }).click();
  const phone = () =>
    String(
      (
        parse(file('content/settings/site.yaml'), {
          customTags: [{ tag: '!platzhalter', resolve: (value: string) => value }],
        }) as { phone: unknown }
      ).phone,
    );
  await typeBack(page, 'Telefonnummer', '+43 660 1234567', phone);
});

test('a value typed back after a save is saved: a text of the home page', async ({ page }) => {
  await page.goto(admin);
  await page.getByRole('link', { name: 'Seiten' }).first().click();
  await page.getByRole('link', { name: 'Startseite', exact: true }).click();
  await typeBack(
    page,
    'Text zur Zahl',
    'Jahre Erfahrung in Strategie und Förderung',
    () => (parse(file('content/texts/home.yaml')) as { hero: { experienceLabel: string } }).hero.experienceLabel,
  );
});

/** Opens "Medien" and selects a picture by its name. */
async function selectPicture(page: Page, name: string) {
  await page.goto(admin);
  await page.getByRole('button', { name: 'Medien' }).click();
  await page.getByText(name, { exact: true }).click();
}

test('deleting a picture an article shows names the article and asks; "Abbrechen" keeps it, confirming deletes it', async ({
  page,
}) => {
  await selectPicture(page, 'foto.jpg');
  const deleteButton = page.getByRole('button', { name: 'Ausgewähltes Element löschen' });
  let question = answerNextQuestion(page, 'Abbrechen');
  await deleteButton.click();
  const asked = await question;
  expect(asked).toContain(`Artikel „${title}“`);
  expect(asked).toContain('„foto.jpg“');
  // One question only: nothing else asks, and the file stays.
  await expect(page.getByText('foto.jpg', { exact: true })).toBeVisible();
  expect(existsSync(path.join(root, usedImage))).toBe(true);

  question = answerNextQuestion(page, 'OK');
  await deleteButton.click();
  await question;
  await expect.poll(() => existsSync(path.join(root, usedImage)), { timeout: 15_000 }).toBe(false);
  await expect(page.getByText('foto.jpg', { exact: true })).toHaveCount(0);
});

test('with its picture deleted the article shows a note in its place, and the other pages still load', async ({
  page,
}) => {
  const home = await page.goto(`${origin}/`);
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${origin}/blog`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText('Bild fehlt: foto.jpg – bitte im Editor neu hochladen oder aus dem Artikel entfernen'),
  ).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
});

test('uploading the picture again in "Medien" repairs the article', async ({ page }) => {
  await page.goto(admin);
  await page.getByRole('button', { name: 'Medien' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Hochladen', { exact: true }).click();
  await (await chooser).setFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect.poll(() => existsSync(path.join(root, usedImage)), { timeout: 15_000 }).toBe(true);
  await page.goto(`${origin}/blog`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('img', { name: 'Ein Besprechungstisch mit Förderanträgen' })).toBeVisible();
  await expect(page.getByText('Bild fehlt: foto.jpg')).toHaveCount(0);
});

test('a picture no text uses is deleted after the usual question', async ({ page }) => {
  await selectPicture(page, 'skizze.jpg');
  const question = answerNextQuestion(page, 'OK');
  await page.getByRole('button', { name: 'Ausgewähltes Element löschen' }).click();
  expect(await question).toMatch(/^Dieses Bild löschen\?/);
  await expect.poll(() => existsSync(path.join(root, unusedImage)), { timeout: 15_000 }).toBe(false);
});

test('no console error in the editor or the preview during the whole file', () => {
  expect(consoleErrors).toEqual([]);
});
