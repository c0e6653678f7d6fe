import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import { terminalLine } from '#tools/check-launch/launchReport.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { editorBar, openScreen, saveEntry } from '../support/editorScreens.ts';

// The editor as the owner meets it, in the editor's own app, clicked by visible
// names: a template value taken over is gone from the launch check and comes back with „Verlauf“;
// a new value hides the note at once; lists and titles the specification fixes cannot be changed;
// entries tell themselves apart; removing an entry asks first; the entry screens fit a phone.
// editorApp.spec.ts has the take-over itself (one message, the note gone, the value unchanged) and
// the four service areas without add or remove; they are not repeated here.

const editor = fileEditor({ prefix: 'site-editor-fixed-' });
const bar = editorBar;
const open = (page: Page, area: string, entry?: string | RegExp) => openScreen(page, editor.admin, area, entry);
const save = saveEntry;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const settingsText = () => editor.file('content/settings/site.yaml');

/** The note's button at one field (its name for screen readers names the field). */
const takeOver = (page: Page, label: string) =>
  page.getByRole('button', { name: `Beispielwert passt – übernehmen: ${label}`, exact: true });
const launchLines = () => launchItems(editor.root, {}).map(terminalLine);

test('a template value taken over is gone from the launch check and from its field only; „Verlauf“ brings mark and note back', async ({
  page,
}) => {
  expect(settingsText()).toContain('postalCode: !platzhalter "9020"');
  expect(launchLines()).toContainEqual(expect.stringContaining('Postleitzahl'));
  await open(page, 'Einstellungen', 'Adresse');
  await takeOver(page, 'Postleitzahl').click();
  await expect(page.getByRole('status').filter({ hasText: 'Übernommen' })).toBeVisible();
  expect(settingsText()).toContain('postalCode: "9020"\n');
  await expect(takeOver(page, 'Postleitzahl')).toHaveCount(0);
  await expect(takeOver(page, 'Ort')).toBeVisible();
  expect(launchLines()).not.toContainEqual(expect.stringContaining('Postleitzahl'));

  await bar(page).getByRole('link', { name: 'Verlauf' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Einstellungen „Postleitzahl“ (Beispielwert übernommen) gespeichert' })
    .getByRole('button', { name: 'Rückgängig' })
    .click();
  await expect(page.getByRole('status')).toContainText('Einstellungen „Postleitzahl“ (Beispielwert übernommen)');
  expect(settingsText()).toContain('postalCode: !platzhalter "9020"');
  await bar(page).getByRole('link', { name: 'Einstellungen', exact: true }).click();
  await page.getByRole('link', { name: 'Adresse', exact: true }).click();
  await expect(takeOver(page, 'Postleitzahl')).toBeVisible();
});

test('a new value saved: the note „Noch der Beispielwert“ is gone at once, without reloading', async ({ page }) => {
  await open(page, 'Einstellungen', 'Adresse');
  await expect(takeOver(page, 'Ort')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Villach');
  await save(page);
  await expect(takeOver(page, 'Ort')).toHaveCount(0);
  await expect(takeOver(page, 'Postleitzahl')).toBeVisible();
  expect(settingsText()).toContain('locality: Villach\n');
});

/**
 * The page texts with parts the specification fixes: their fixed lists, by label, and a fixed value
 * shown as text. (Beratungsfelder's lists: editorApp.spec.ts.)
 */
const fixedParts: Record<string, { lists: string[]; value: string }> = {
  'Über mich': {
    lists: ['Langer Text (große Bildschirme)', 'Kurzer Text (Handy)', 'Karten'],
    value: 'Sparring auf Augenhöhe',
  },
  // A page's address by its name and path, not the stored key ("marketing").
  Beratungsfelder: { lists: [], value: 'Marketing & Go-to-Market (/services/marketing)' },
  Pakete: { lists: ['Die Pakete', 'Bausteine'], value: 'Markteintritt (/packages/market-entry)' },
};
const addOrRemove = /(hinzufügen|entfernen)$/;

test('fixed lists offer no add or remove, and fixed titles and addresses are text, not fields', async ({ page }) => {
  // A list that may grow has both (the same words the fixed lists must not have).
  await open(page, 'Seitentexte', 'Startseite');
  const promises = page.getByRole('group', { name: 'Zusagen', exact: true });
  await expect(promises.getByRole('button', { name: addOrRemove })).not.toHaveCount(0);
  for (const [name, fixed] of Object.entries(fixedParts)) {
    await bar(page).getByRole('link', { name: 'Seitentexte', exact: true }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(fixed.value, { exact: true })).toHaveCount(1);
    for (const label of fixed.lists) {
      const lists = page.getByRole('group', { name: label, exact: true });
      await expect(lists.first(), `${name}: ${label}`).toBeVisible();
      expect(await lists.first().getByRole('textbox').count(), `${name}: ${label}`).toBeGreaterThan(1);
      await expect(lists.getByRole('button', { name: addOrRemove }), `${name}: ${label}`).toHaveCount(0);
    }
    // Nothing the specification fixes is a field: no choice of a page's address, no text box for a
    // card's title (an area's or a package's title is the owner's to write).
    await expect(page.getByRole('combobox', { name: /^Adresse der Seite/ })).toHaveCount(0);
    if (name === 'Über mich') await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveCount(0);
  }
});

test('entries show their own words: each card under its own title, each paragraph and promise in its own box', async ({
  page,
}) => {
  const about = parse(editor.file('content/texts/about.yaml')) as { long: string[]; cards: { title: string }[] };
  await open(page, 'Seitentexte', 'Über mich');
  const cards = page.getByRole('group', { name: 'Karten', exact: true });
  for (const [index, card] of about.cards.entries())
    await expect(cards.getByText(` ${index + 1}: ${card.title}`)).toBeVisible();
  const long = page.getByRole('group', { name: 'Langer Text (große Bildschirme)', exact: true }).getByRole('textbox');
  for (const [index, paragraph] of about.long.entries()) await expect(long.nth(index)).toHaveValue(paragraph);

  const home = parse(editor.file('content/texts/home.yaml')) as { sections: { contact: { promise: string[] } } };
  await bar(page).getByRole('link', { name: 'Seitentexte', exact: true }).click();
  await page.getByRole('link', { name: 'Startseite', exact: true }).click();
  const promises = page.getByRole('group', { name: 'Zusagen', exact: true }).getByRole('textbox');
  for (const [index, promise] of home.sections.contact.promise.entries())
    await expect(promises.nth(index)).toHaveValue(promise);
});

test('removing an entry asks first: „Abbrechen“ keeps it, „OK“ removes it, and the save writes the list without it', async ({
  page,
}) => {
  const promise = () =>
    (parse(editor.file('content/texts/home.yaml')) as { sections: { contact: { promise: string[] } } }).sections.contact
      .promise;
  const before = promise();
  await open(page, 'Seitentexte', 'Startseite');
  const entries = page.getByRole('group', { name: 'Zusagen', exact: true }).getByRole('textbox');
  await expect(entries).toHaveCount(before.length);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Zusage 1 entfernen' }).click();
  expect(asked).toEqual([
    'Diesen Eintrag entfernen? Beim Speichern wird er aus der Datei gelöscht (unter „Verlauf“ wiederherstellbar).',
  ]);
  await expect(entries).toHaveCount(before.length);
  await expect(entries.first()).toHaveValue(before[0] ?? '');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Zusage 1 entfernen' }).click();
  await expect(entries).toHaveCount(before.length - 1);
  await expect(entries.first()).toHaveValue(before[1] ?? '');
  await save(page);
  expect(promise()).toEqual(before.slice(1));
});

test('at 390 px a settings section, a page text and an article fit the width, their fields take it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const article = editor.file('content/articles/go-to-market-strategie.md');
  const title = String((parse(/^---\n([\s\S]*?)\n---/.exec(article)?.[1] ?? '') as { title: string }).title);
  const entries: [string, string, string][] = [
    ['Einstellungen', 'Kontakt', 'Telefonnummer'],
    ['Seitentexte', 'Über mich', 'Kleine Zeile über der Überschrift'],
    ['Artikel', title, 'Titel'],
  ];
  for (const [area, entry, field] of entries) {
    await open(page, area, entry);
    const box = page.getByRole('textbox', { name: field, exact: true });
    await expect(box).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), entry).toBeLessThanOrEqual(390);
    // Usable, not squeezed: the field takes the width.
    expect((await box.boundingBox())?.width, entry).toBeGreaterThan(300);
  }
});

test('no console error during the whole file', () => {
  expect(editor.consoleErrors).toEqual([]);
});
