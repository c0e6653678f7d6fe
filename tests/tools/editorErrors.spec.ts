import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { openScreen } from '../support/editorScreens.ts';

// A refused save as the owner meets it: each kind of mistake is shown at its field (the
// field's own label is its accessible name, the message its description), scrolled into view, in
// German without file paths, line numbers or field keys; the message box names the field by its
// label; nothing is written; and no error reaches the browser's console in the whole file.

const article = 'content/articles/innovation-praxis.md';
const picture = 'diagramm.jpg';

const editor = fileEditor({
  prefix: 'site-editor-errors-',
  prepare: async (root) => {
    // An article with a picture and its description, as the editor writes one.
    const blue = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#4A6B7C' } })
      .jpeg()
      .toBuffer();
    mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
    writeFileSync(path.join(root, 'content/images/blog', picture), blue);
    const text = readFileSync(path.join(root, article), 'utf8');
    writeFileSync(
      path.join(root, article),
      `${text.trimEnd()}\n\n![Ein Diagramm der Innovationsschritte](/images/blog/${picture})\n`,
    );
  },
});
const open = (page: Page, area: string, entry?: string | RegExp) => openScreen(page, editor.admin, area, entry);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** "Speichern", and the save is refused. */
async function saveRefused(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
}

/** What gives a place away (a path, a line, a field key): never on the refusal's texts. */
const technical =
  /content\/|\.md\b|\.ya?ml|Zeile \d|dateModified|datePublished|whatsappNumber|subline|API_ERROR|\b[a-z]+\.\d+\.[a-z]+/;

/**
 * The refusal as the owner sees it: the message box names `label`, the field has `message` as its
 * description, is in view and has the cursor, and neither text gives a path or a key away.
 */
async function expectRefusedAt(page: Page, field: Locator, label: string, message: RegExp) {
  const box = page
    .getByRole('alert')
    .filter({ hasText: /^Nicht gespeichert: / })
    .filter({ hasText: `${label} – ` });
  await expect(box).toBeVisible({ timeout: 15_000 });
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeInViewport();
  await expect(field).toBeFocused();
  expect(await box.innerText()).not.toMatch(technical);
  expect(await field.evaluate((element) => element.getAttribute('aria-describedby'))).toBeTruthy();
  const description = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).not.toMatch(technical);
}

test('a WhatsApp number with "+" is refused at the field, saying which format is expected', async ({ page }) => {
  const before = editor.file('content/settings/site.yaml');
  await open(page, 'Einstellungen', 'Kontakt');
  const number = page.getByRole('textbox', { name: 'WhatsApp-Nummer', exact: true });
  await number.fill('+43 660 1234567');
  await page.getByRole('textbox', { name: 'LinkedIn-Profil', exact: true }).focus();
  await saveRefused(page);
  await expectRefusedAt(page, number, 'WhatsApp-Nummer', /nur Ziffern mit Ländervorwahl, ohne \+/i);
  expect(editor.file('content/settings/site.yaml')).toBe(before);
  // A change takes the mark away; the next save checks again.
  await number.fill('436601234567');
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
});

test('an empty required text further up the page is named and scrolled to', async ({ page }) => {
  const before = editor.file('content/texts/home.yaml');
  await open(page, 'Seitentexte', 'Startseite');
  const kicker = page.getByRole('textbox', { name: 'Kleine Zeile über der Überschrift', exact: true }).first();
  await kicker.fill('');
  await page.mouse.wheel(0, 4000);
  await expect(kicker).not.toBeInViewport();
  await saveRefused(page);
  await expectRefusedAt(page, kicker, 'Kleine Zeile über der Überschrift', /bitte ausfüllen/i);
  expect(editor.file('content/texts/home.yaml')).toBe(before);
});

test('an unknown {field} in a page text (a check only the server makes) is shown at its field', async ({ page }) => {
  const before = editor.file('content/texts/home.yaml');
  await open(page, 'Seitentexte', 'Startseite');
  const subline = page.getByRole('textbox', { name: 'Text unter der Überschrift', exact: true });
  await subline.fill('Ich begleite Unternehmen in {bundesland} von der Strategie bis zur Umsetzung.');
  await page.mouse.wheel(0, 4000);
  await saveRefused(page);
  await expectRefusedAt(
    page,
    subline,
    'Text unter der Überschrift',
    /„\{bundesland\}“ ist unbekannt – erlaubt: \{name\}/,
  );
  expect(editor.file('content/texts/home.yaml')).toBe(before);
});

test('a mistake in an entry of a list (the fourth card of "Über mich") is shown at its field', async ({ page }) => {
  const before = editor.file('content/texts/about.yaml');
  await open(page, 'Seitentexte', 'Über mich');
  const text = page.getByRole('textbox', { name: 'Kurztext', exact: true }).nth(3);
  await text.fill('Ich verbinde {nme} mit Praxis.');
  await page.mouse.wheel(0, -4000);
  await saveRefused(page);
  await expectRefusedAt(page, text, 'Kurztext (Karten, Eintrag 4)', /„\{nme\}“ ist unbekannt – erlaubt: \{name\}/);
  expect(editor.file('content/texts/about.yaml')).toBe(before);
});

test('an article: dates in the wrong order are refused at "Zuletzt geändert am"', async ({ page }) => {
  const before = editor.file(article);
  await open(page, 'Artikel', /Innovation im KMU-Alltag/);
  const modified = page.getByRole('textbox', { name: 'Zuletzt geändert am', exact: true });
  await modified.fill('01.06.2024');
  await saveRefused(page);
  await expectRefusedAt(
    page,
    modified,
    'Zuletzt geändert am',
    /„01\.06\.2024“ liegt vor dem Tag der Veröffentlichung „15\.01\.2025“/,
  );
  expect(editor.file(article)).toBe(before);
});

test('an article: a description for search engines that is too short is refused at its field, with the allowed length', async ({
  page,
}) => {
  const before = editor.file(article);
  await open(page, 'Artikel', /Innovation im KMU-Alltag/);
  const description = page.getByRole('textbox', { name: 'Beschreibung für Suchmaschinen', exact: true });
  await description.fill('Zu kurz.');
  await page.mouse.wheel(0, 4000);
  await saveRefused(page);
  await expectRefusedAt(page, description, 'Beschreibung für Suchmaschinen', /erlaubt: ein Text mit 50–160 Zeichen/i);
  expect(editor.file(article)).toBe(before);
});

test('an article: a picture whose description was deleted from the text is refused at the text, naming the picture', async ({
  page,
}) => {
  const before = editor.file(article);
  await open(page, 'Artikel', /Innovation im KMU-Alltag/);
  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  await body.fill((await body.inputValue()).replace('![Ein Diagramm der Innovationsschritte](', '![]('));
  await saveRefused(page);
  await expectRefusedAt(
    page,
    body,
    'Bildbeschreibung (Alternativtext)',
    /Bild „diagramm\.jpg“ hat keine Beschreibung – erlaubt: ein Satz, der sagt, was das Bild zeigt/,
  );
  expect(editor.file(article)).toBe(before);
});

test('no error reached the browser console while saves were refused', () => {
  expect(editor.consoleErrors).toEqual([]);
});
