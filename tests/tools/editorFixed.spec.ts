import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { launchItems } from '#tools/check-launch/launchCheck';
import { terminalLine } from '#tools/check-launch/launchReport';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { npm, ownerEnv, projectCopy } from '../support/projectCopy';

// The editor as the owner meets it (issue 34, part E), clicked by visible names: a template value
// that is already right is taken over with one button and is gone from `npm run check:launch`;
// lists and titles the specification fixes cannot be changed; entries tell themselves apart, open
// or closed; removing an entry asks first; the entry pages fit a phone's width.

// editor.spec.ts, publish.spec.ts and editorOwner.spec.ts use the ports below this one.
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 6;
const admin = `http://127.0.0.1:${port}/admin/`;
const confirm = 'Beispielwert passt – übernehmen';

let root = '';
let editor: RunningEditor | undefined;
const consoleErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  root = projectCopy('site-editor-fixed-');
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

const file = (relative: string) => readFileSync(path.join(root, relative), 'utf8');
const settingsText = () => file('content/settings/site.yaml');

/** Opens an entry from a collection's list, by the visible names; from an open entry, back to the lists first. */
async function openEntry(page: Page, collection: string, entry: string, exact = true) {
  if (page.url().startsWith(admin)) await page.getByRole('link', { name: /Zurück zu „/ }).click();
  else await page.goto(admin);
  await page.getByRole('link', { name: collection, exact: true }).first().click();
  await page.getByRole('link', { name: entry, exact }).first().click();
}

/** The field with this label, with its help text and note (the nearest group that holds both). */
const fieldWithNote = (page: Page, label: string): Locator =>
  page.getByLabel(label, { exact: true }).locator('xpath=ancestor::div[contains(@class,"-ControlContainer")][1]');

test('a template value that is right is taken over unchanged: mark gone from the file, from the editor and from check:launch; "Verlauf" undoes it', async ({
  page,
}) => {
  expect(settingsText()).toContain('postalCode: !platzhalter "9020"');
  // Listed before (the launch check's own function, quicker than a second npm run).
  expect(launchItems(root, {}).map(terminalLine)).toContainEqual(expect.stringContaining('Postleitzahl'));
  await openEntry(page, 'Einstellungen', 'Adresse');
  const postalCode = fieldWithNote(page, 'Postleitzahl');
  await expect(postalCode.getByText('Noch der Beispielwert der Vorlage.')).toBeVisible();
  await postalCode.getByRole('button', { name: confirm }).click();
  await expect(postalCode.getByRole('status')).toContainText('Übernommen');
  // The value stays, only the mark goes; the note is gone at once, the other fields keep theirs.
  expect(settingsText()).toContain('postalCode: "9020"\n');
  await expect(postalCode.getByRole('button', { name: confirm })).toHaveCount(0);
  await expect(postalCode.getByText('Noch der Beispielwert der Vorlage.')).toBeHidden();
  await expect(fieldWithNote(page, 'Ort').getByRole('button', { name: confirm })).toBeVisible();
  expect(npm(root, 'check:launch').output).not.toContain('Postleitzahl');

  // Undone in "Verlauf": the state before the confirmation, mark and all, and the note is back.
  await page.getByRole('link', { name: /Zurück zu „/ }).click();
  await page.getByRole('link', { name: 'Verlauf' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Einstellungen „Postleitzahl“ (Beispielwert übernommen) gespeichert' })
    .getByRole('button', { name: 'Rückgängig' })
    .click();
  await expect(page.getByRole('status')).toContainText(
    'Einstellungen „Postleitzahl“ (Beispielwert übernommen): Speichern vom ',
  );
  await expect.poll(settingsText).toContain('postalCode: !platzhalter "9020"');
  await page.getByRole('link', { name: 'Inhalte' }).click();
  await page.getByRole('link', { name: 'Einstellungen', exact: true }).first().click();
  await page.getByRole('link', { name: 'Adresse', exact: true }).click();
  await expect(fieldWithNote(page, 'Postleitzahl').getByRole('button', { name: confirm })).toBeVisible();
});

test('a new value saved: the note "Noch der Beispielwert" is gone at once, without reloading', async ({ page }) => {
  await openEntry(page, 'Einstellungen', 'Adresse');
  const locality = fieldWithNote(page, 'Ort');
  await expect(locality.getByText('Noch der Beispielwert der Vorlage.')).toBeVisible();
  await page.getByLabel('Ort', { exact: true }).fill('Villach');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Jetzt speichern', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(locality.getByText('Noch der Beispielwert der Vorlage.')).toBeHidden();
  expect(settingsText()).toContain('locality: Villach\n');
});

/**
 * The page texts with parts the specification fixes: their fixed lists, by label, and a fixed value
 * shown as text. (Startseite, Referenzen and Kontaktformular have none: their lists may grow.)
 */
const fixedParts: Record<string, { lists: string[]; value: string }> = {
  'Über mich': {
    lists: ['Langer Text (große Bildschirme)', 'Kurzer Text (Handy)', 'Karten'],
    value: 'Sparring auf Augenhöhe',
  },
  // A page's address by its name and path, not the stored key ("marketing").
  Beratungsfelder: {
    lists: ['Die vier Beratungsfelder', 'Leistungen'],
    value: 'Marketing & Go-to-Market (/services/marketing)',
  },
  Pakete: { lists: ['Die Pakete', 'Bausteine'], value: 'Market Entry (/packages/market-entry)' },
};

/**
 * Per list with this label: its add buttons, and the bars of its own entries with more than their
 * open/close button (a ×) or with a drag handle. Entries of lists inside it are not counted.
 */
const listControls = (page: Page, label: string) =>
  page.evaluate((label) => {
    const containers = [...document.querySelectorAll('label')]
      .filter((element) => element.textContent?.trim() === label)
      .map((element) => element.closest('[class*="-ControlContainer"]'))
      .filter((element) => element !== null);
    return containers.map((container) => {
      const own = (element: Element) => element.closest('[class*="-ControlContainer"]') === container;
      const buttons = [...container.querySelectorAll('button')].filter(own);
      const bars = [...container.querySelectorAll('[class*="-StyledListItemTopBar"]')].filter(own);
      return {
        add: buttons.filter((button) => /hinzufügen/i.test(button.textContent ?? '')).length,
        entries: bars.length,
        removeOrMove: bars.filter(
          (bar) => bar.querySelectorAll('button').length > 1 || bar.querySelector('[class*="DragIcon"]'),
        ).length,
      };
    });
  }, label);

test('fixed lists offer no add, remove or move control, and fixed titles and addresses are text, not fields', async ({
  page,
}) => {
  for (const [name, fixed] of Object.entries(fixedParts)) {
    await openEntry(page, 'Seiten', name);
    await expect(page.locator('.fixed-value', { hasText: fixed.value })).toHaveCount(1);
    for (const label of fixed.lists) {
      const lists = await listControls(page, label);
      expect(lists.length, `${name}: ${label}`).toBeGreaterThan(0);
      for (const list of lists) {
        expect(list.entries, `${name}: ${label}`).toBeGreaterThan(1);
        expect(list, `${name}: ${label}`).toEqual({ add: 0, entries: list.entries, removeOrMove: 0 });
      }
    }
    // Nothing the specification fixes is a field: no text box for a card's title, no choice of a page's address.
    await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Adresse der Seite/ })).toHaveCount(0);
  }
});

test('entries show their own summary, closed and open', async ({ page }) => {
  const about = parse(file('content/texts/about.yaml')) as { long: string[] };
  await openEntry(page, 'Seiten', 'Über mich');
  // The long text comes first; the short one repeats its opening words.
  const summary = (text: string) =>
    page.locator('[class*="-NestedObjectLabel"]', { hasText: text.slice(0, 30) }).first();
  for (const paragraph of about.long) await expect(summary(paragraph)).toBeVisible();
  // Opened, the entry keeps its summary above its text (Decap alone showed only "Absatz").
  const first = summary(about.long[0] ?? '');
  await first
    .locator('xpath=preceding-sibling::div[contains(@class,"-StyledListItemTopBar")][1]')
    .getByRole('button')
    .click();
  await expect(page.getByRole('textbox', { name: 'Absatz' }).first()).toBeVisible();
  await expect(first).toBeVisible();

  const home = parse(file('content/texts/home.yaml')) as { sections: { contact: { promise: string[] } } };
  await openEntry(page, 'Seiten', 'Startseite');
  for (const promise of home.sections.contact.promise) await expect(summary(promise)).toHaveText(promise);
});

test('removing an entry asks first: "no" keeps it, "yes" removes it', async ({ page }) => {
  const promises = (parse(file('content/texts/home.yaml')) as { sections: { contact: { promise: string[] } } }).sections
    .contact.promise;
  await openEntry(page, 'Seiten', 'Startseite');
  const entries = page.locator('[class*="-NestedObjectLabel"]', { hasText: promises[0] ?? '' });
  await expect(entries).toHaveCount(1);
  const bar = entries.locator('xpath=preceding-sibling::div[contains(@class,"-StyledListItemTopBar")][1]');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await bar.locator('xpath=button[last()]').click();
  await expect
    .poll(() => asked)
    .toEqual([
      'Diesen Eintrag entfernen? Beim Speichern wird er aus der Datei gelöscht (unter „Verlauf“ wiederherstellbar).',
    ]);
  await expect(entries).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.locator('xpath=button[last()]').click();
  await expect(entries).toHaveCount(0);
});

test('at 390 px a settings section, a page text and an article fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const article = file('content/articles/go-to-market-strategie.md');
  const title = String((parse(/^---\n([\s\S]*?)\n---/.exec(article)?.[1] ?? '') as { title: string }).title);
  const entries: [string, string, string][] = [
    ['Einstellungen', 'Kontakt', 'Telefonnummer'],
    ['Seiten', 'Über mich', 'Kleine Zeile über der Überschrift'],
    ['Artikel', title, 'Titel'],
  ];
  for (const [collection, entry, field] of entries) {
    await openEntry(page, collection, entry, false);
    await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), entry).toBeLessThanOrEqual(390);
    // Usable, not squeezed: the field takes the width (an article's preview pane left it 24 px).
    expect((await page.getByLabel(field, { exact: true }).boundingBox())?.width, entry).toBeGreaterThan(300);
  }
});

test('no console error during the whole file', () => {
  expect(consoleErrors).toEqual([]);
});
