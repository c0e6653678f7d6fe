import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { dataFiles } from '#model/collections';
import { iconLabels } from '#model/copy/editorOptions';
import { frontmatterSchema } from '#model/schemas/article';
import { editorFields } from '#tools/edit/editorFields';
import { type JsonNode, jsonSchemaOf } from '#tools/edit/schemaFields';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { ownerEnv, projectCopy } from '../support/projectCopy';

// Only German for the owner on every screen of the editor (issue 34): every collection, settings
// section and page text opened by its visible name shows labels from the schemas' German titles
// (no field key, no list header in lower case), no "du" from Decap's German, and help texts without
// file names or YAML syntax; icons are chosen by picture and German name; an uploaded picture is
// named by the project's slug rule, and a second upload of it asks in German.

// editor.spec.ts uses EDITOR_TEST_PORT, publish.spec.ts the next port, editorOwner.spec.ts +2, editorLost +3,
// editorErrors +4, editorFixed +6, editorServer +7.
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 5;
const admin = `http://127.0.0.1:${port}/admin/`;

let root = '';
let editor: RunningEditor | undefined;
const consoleErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  root = projectCopy('site-editor-words-');
  editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
});

test.afterAll(() => {
  editor?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

/** Every key of a schema, at any depth: none of them may be a visible label. */
function keysOf(node: JsonNode, keys = new Set<string>()): Set<string> {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    keys.add(key);
    keysOf(child, keys);
  }
  if (node.items) keysOf(node.items, keys);
  for (const option of node.anyOf ?? []) keysOf(option, keys);
  return keys;
}
const schemaKeys = new Set(
  [frontmatterSchema, ...Object.values(dataFiles).map((entry) => entry.schema)].flatMap((schema) => [
    ...keysOf(jsonSchemaOf(schema)),
  ]),
);

/** Decap's "du" forms and the site's one fixed "du" (the motto), which is the owner's own text. */
const duForm =
  /(?<!\p{L})(?:Wähle|Lösche|Entferne|Veröffentliche|berichte|du|dein|deine|deinen|deinem|deiner)(?!\p{L})/u;
const motto = /Ich seh, ich seh, was du nicht siehst/g;
/** Decap's English (or its technical words) that its German locale had left: the date's time zone, the editor's modes. */
const decapEnglish = /\b(?:UTC|Rich Text|Markdown|Login|Account)\b/;
/** File words that belong in the data file's comments, not in the editor's help. */
const fileWord = /platzhalter|\.ya?ml\b|content\/|: ""|\b(?:true|false|null)\b|npm run/;

/** What the owner reads on an entry's screen that must be German, collected by kind. */
async function problemsOnScreen(page: Page, where: string): Promise<string[]> {
  const labels = (await page.locator('label').allTextContents())
    .map((text) => text.replace(/\s*\(optional\)\s*$/, '').trim())
    .filter(Boolean);
  const headers = (await page.locator('[class*="ExpandButtonContainer"]').allTextContents())
    .map((text) => text.trim())
    .filter(Boolean);
  const hints = await page.locator('[class*="ControlHint"]').allTextContents();
  const text = (await page.locator('body').innerText()).replace(motto, '');
  return [
    // As written in the page: Decap's capitals come from its style sheet ("address" showed as ADDRESS).
    ...labels.filter((label) => schemaKeys.has(label)).map((label) => `${where}: label is a field key: ${label}`),
    ...labels.filter((label) => /^[A-Z]{3,}$/.test(label)).map((label) => `${where}: label in capitals: ${label}`),
    ...labels.filter((label) => /\(optional\)/.test(label)).map((label) => `${where}: "(optional)" twice: ${label}`),
    // A list's header counts its entries; Decap wrote "4 die vier beratungsfelder".
    ...headers
      .filter((header) => /^\d+ /.test(header) && !/^\d+ (?:Eintrag|Einträge)$/.test(header))
      .map((header) => `${where}: list header: ${header}`),
    ...hints.filter((hint) => fileWord.test(hint)).map((hint) => `${where}: help text with file words: ${hint}`),
    ...(duForm.test(text) ? [`${where}: "du": ${duForm.exec(text)?.[0]}`] : []),
    ...(decapEnglish.test(text) ? [`${where}: English: ${decapEnglish.exec(text)?.[0]}`] : []),
    ...(text.includes(`127.0.0.1:${port}`) ? [`${where}: the editor's address in the header`] : []),
  ];
}

const config = () => editorFields(root);

test('every collection, settings section and page text speaks the owner’s German', async ({ page }) => {
  await page.goto(admin);
  const problems: string[] = [];
  const collections = config().collections;
  const article = collections.find((collection) => collection.name === 'artikel');
  await page
    .getByRole('link', { name: article?.label ?? '' })
    .first()
    .click();
  await page.getByRole('link', { name: /·/ }).first().click();
  await expect(page.getByText(/^Zurück zu „Artikel“$/)).toBeVisible();
  problems.push(...(await problemsOnScreen(page, 'Artikel')));
  for (const collection of collections) {
    for (const file of 'files' in collection ? collection.files : []) {
      await page.getByRole('link', { name: /Zurück zu „/ }).click();
      await page.getByRole('link', { name: collection.label }).first().click();
      await page.getByRole('link', { name: file.label, exact: true }).click();
      await expect(page.getByText(`Zurück zu „${collection.label}“`)).toBeVisible();
      // Every field is there (a closed group's fields too: its labels are only hidden).
      await expect(page.locator('label').first()).toBeAttached();
      problems.push(...(await problemsOnScreen(page, `${collection.label} › ${file.label}`)));
    }
  }
  expect(problems).toEqual([]);
  // The header has no account menu whose "log out" led to an English login page.
  await expect(page.getByRole('button', { name: /Account|Editor-Menü/ })).toHaveCount(0);
});

test('an icon is chosen by its picture and German name, and the file keeps its key', async ({ page }) => {
  await page.goto(admin);
  await page.getByRole('link', { name: 'Artikel' }).first().click();
  const title = 'Innovation im KMU-Alltag: So gelingt sie ohne eigene Forschungsabteilung';
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  const choice = page.getByRole('radiogroup', { name: 'Symbol' });
  await expect(choice.getByRole('radio')).toHaveCount(Object.keys(iconLabels).length);
  for (const name of Object.values(iconLabels))
    await expect(choice.locator('label', { hasText: name }).locator('svg')).toHaveCount(1);
  await choice.getByRole('radio', { name: 'Rakete' }).check();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Jetzt speichern', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeVisible({ timeout: 30_000 });
  const file = path.join(root, 'content/articles/innovation-praxis.md');
  await expect.poll(() => /^icon: rocket$/m.test(readFileSync(file, 'utf8'))).toBe(true);
});

test('a list of choices shows German names: the markets and the matching packages of a service area', async ({
  page,
}) => {
  await page.goto(admin);
  await page.getByRole('link', { name: 'Seiten' }).first().click();
  await page.getByRole('link', { name: 'Beratungsfelder', exact: true }).click();
  await page.getByRole('button', { name: 'Aufklappen' }).first().click();
  await expect(page.getByText('Österreich', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Market Entry \(\/packages\/market-entry\)$/).first()).toBeVisible();
  await expect(page.getByText('market-entry', { exact: true })).toHaveCount(0);
  // The topic the contact form preselects, by its German name too.
  await expect(page.getByText('Go-to-Market & Scaling', { exact: true }).first()).toBeVisible();
});

test('an uploaded "Übersicht.jpg" is stored as uebersicht.jpg, and a second upload asks in German', async ({
  page,
}) => {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4A6B7C' } })
    .jpeg()
    .toBuffer();
  const upload = async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Hochladen', { exact: true }).click();
    await (await chooser).setFiles({ name: 'Übersicht.jpg', mimeType: 'image/jpeg', buffer: picture });
  };
  const folder = path.join(root, 'content/images/blog');
  await page.goto(admin);
  await page.getByRole('button', { name: 'Medien' }).click();
  await upload();
  await expect.poll(() => existsSync(path.join(folder, 'uebersicht.jpg'))).toBe(true);
  expect(existsSync(path.join(folder, 'ubersicht.jpg'))).toBe(false);
  const questions: string[] = [];
  page.on('dialog', async (dialog) => {
    questions.push(dialog.message());
    await dialog.accept();
  });
  await expect(page.getByText('uebersicht.jpg').first()).toBeVisible();
  await upload();
  await expect
    .poll(() => questions)
    .toEqual([expect.stringMatching(/^Ein Bild „uebersicht\.jpg“ gibt es schon\. Durch das neue ersetzen\?/)]);
  await expect.poll(() => readdirSync(folder).filter((name) => name.includes('bersicht'))).toEqual(['uebersicht.jpg']);
});

test('no console error on any of these screens', () => {
  expect(consoleErrors).toEqual([]);
});
