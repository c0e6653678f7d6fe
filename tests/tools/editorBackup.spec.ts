import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { ownerEnv, projectCopy } from '../support/projectCopy';

// „Sicherung“ in the editor (issue 42), clicked by visible names: a project with only the template's
// content points to „Sicherung zurückholen“ above the editor; the owner downloads a backup file,
// changes an article, gets the backup back after confirming, byte for byte, and „Verlauf“ lists the
// restore with „Rückgängig“.

// editor.spec.ts … editorFixed.spec.ts use the ports below this one (+0 … +7).
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 8;
const admin = `http://127.0.0.1:${port}/admin/`;
const article = 'content/articles/innovation-praxis.md';

let root = '';
let downloads = '';
let editor: RunningEditor | undefined;
const consoleErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  root = projectCopy('site-editor-backup-');
  downloads = mkdtempSync(path.join(tmpdir(), 'site-editor-backup-downloads-'));
  editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
});

test.afterAll(() => {
  editor?.stop();
  for (const folder of [root, downloads]) if (folder) rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

const bytes = (file: string) => readFileSync(path.join(root, file));
const titleOf = (text: string) =>
  String((parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as { title: string }).title);

test('a project with only the template’s content offers „Sicherung zurückholen“ above the editor', async ({ page }) => {
  await page.goto(admin);
  await expect(page.getByText('Sie haben Ihre Website schon einmal mit diesem Editor gepflegt?')).toBeVisible();
  await page.getByRole('link', { name: 'Sicherung zurückholen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sicherung' })).toBeVisible();
  // Getting the work back comes first on a fresh project.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Sicherung zurückholen',
    'Sicherung herunterladen',
  ]);
});

test('download, change an article, restore from the file after confirming: the article is back byte for byte, and „Verlauf“ lists the restore with „Rückgängig“', async ({
  page,
}) => {
  const original = bytes(article);
  const title = titleOf(original.toString());

  await page.goto(`${admin}sicherung/`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^website-sicherung-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.getByRole('status').filter({ hasText: 'heruntergeladen' })).toHaveText(
    /^✓ Sicherung vom .* – 5 Artikel, 1 Bild heruntergeladen\. /,
  );

  // The article changed in the editor, as the owner does it.
  await page.getByRole('link', { name: 'Inhalte' }).click();
  await page.getByRole('link', { name: title }).click();
  await page.getByLabel('Kurztext', { exact: true }).fill('Ein neuer Kurztext, der wieder weichen soll.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Jetzt speichern', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(bytes(article).equals(original)).toBe(false);
  const changed = bytes(article);

  // Back from the file: a question first, nothing written before the yes.
  await page.getByRole('link', { name: /Zurück zu „/ }).click();
  await page.getByRole('link', { name: 'Sicherung', exact: true }).click();
  await page.getByLabel('Sicherungsdatei').setInputFiles(file);
  await page.getByRole('button', { name: 'Sicherung zurückholen' }).click();
  const question = page.getByRole('alertdialog', { name: 'Ihre jetzigen Inhalte werden ersetzt' });
  await expect(question).toContainText('1 Datei bekommt den Stand der Sicherung vom');
  expect(bytes(article).equals(changed)).toBe(true);
  await question.getByRole('button', { name: 'Ja, Inhalte ersetzen' }).click();
  await expect(page.getByRole('status').last()).toContainText(/^✓ Sicherung vom .* wiederhergestellt/);
  await expect(page.getByRole('status').last()).toContainText('„Rückgängig“ unter „Verlauf“');
  expect(bytes(article).equals(original)).toBe(true);

  // „Verlauf“: the restore, undoable; „Rückgängig“ brings the changed article back.
  await page.getByRole('link', { name: 'Verlauf' }).click();
  const restore = page.getByRole('listitem').filter({ hasText: /^Sicherung vom .* wiederhergestellt – / });
  await expect(restore.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  await restore.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status')).toContainText(': Wiederherstellen vom ');
  await expect.poll(() => bytes(article).equals(changed)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a file that is no backup is refused in one German line, and nothing is written', async ({ page }) => {
  const before = bytes(article);
  await page.goto(`${admin}sicherung/`);
  await page
    .getByLabel('Sicherungsdatei')
    .setInputFiles({ name: 'notizen.zip', mimeType: 'application/zip', buffer: Buffer.from('keine Sicherung') });
  await page.getByRole('button', { name: 'Sicherung zurückholen' }).click();
  await expect(page.getByRole('alert').last()).toHaveText(
    /^Nicht zurückgeholt: Die Sicherung aus der gewählten Datei ist beschädigt, abgeschnitten oder keine Sicherungsdatei dieses Editors – erlaubt: .*es wurde nichts geschrieben\.$/,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(bytes(article).equals(before)).toBe(true);
});
