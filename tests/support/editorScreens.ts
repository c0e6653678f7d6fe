import { expect, type Page } from '@playwright/test';

/** The owner's ways around the editor's app: the bar's areas, an entry by its name, „Speichern“. */

/** The editor's bar with its areas (Einstellungen … Sicherung), on every screen. */
export const editorBar = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Editors' });

/**
 * The owner's way to a screen: the start address once per page, then an area of the bar and an
 * entry of its list by its visible name (an article's link also names its date, so it matches
 * by its start).
 */
export async function openScreen(page: Page, admin: string, area: string, entry?: string | RegExp) {
  if (!page.url().startsWith(admin)) await page.goto(admin);
  await editorBar(page).getByRole('link', { name: area, exact: true }).click();
  if (entry)
    await page
      .getByRole('link', { name: entry, exact: typeof entry === 'string' && area !== 'Artikel' })
      .first()
      .click();
}

/** „Verlauf“ in the bar, then a button („Rückgängig“, „Wiederherstellen“) of the newest change whose line has `line`. */
export async function historyButton(page: Page, line: string, button: string) {
  await editorBar(page).getByRole('link', { name: 'Verlauf', exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: line }).first().getByRole('button', { name: button }).click();
}

/** „Speichern“, then the editor's one message of success. */
export async function saveEntry(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
}

/** Fills a new article's form as the owner does: title, first category, description, short text, first icon, text. */
export async function fillNewArticle(page: Page, title: string, text: string) {
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: 'Beschreibung für Suchmaschinen' })
    .fill('Wie ein Unternehmen den Markteintritt in Österreich plant: Schritte, Förderungen und typische Fehler.');
  await page.getByRole('textbox', { name: 'Kurztext' }).fill('Schritte, Förderungen und typische Fehler.');
  await page.getByRole('group', { name: 'Symbol' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
}
