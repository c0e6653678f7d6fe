import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { ownerEnv, projectCopy } from '../support/projectCopy';

// Not committed: the owner's first-launch walk with times per step, and screenshots of every screen.
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 20;
const admin = `http://127.0.0.1:${port}/admin/`;
const out = process.env.WALK_OUT ?? '/tmp/walk';
let root = '';
let editor: RunningEditor | undefined;
const times: string[] = [];
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  root = projectCopy('site-walk-');
  editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
});
test.afterAll(() => {
  editor?.stop();
  console.log(times.join('\n'));
});
const bar = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Editors' });
async function step(name: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  times.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const photo = async (width: number, height: number, name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'walk-photos-'));
  const target = path.join(folder, name);
  writeFileSync(
    target,
    await sharp({
      create: { width, height, channels: 3, background: { r: 74, g: 107, b: 124 } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#d9a441"/></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer(),
  );
  return target;
};

test('walk', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await step('open the editor, first screen usable', async () => {
    await page.goto(admin);
    await expect(bar(page).getByRole('link', { name: 'Einstellungen' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible({ timeout: 60_000 });
  });
  await step('Website veröffentlichen: the open items listed', async () => {
    await bar(page).getByRole('link', { name: 'Website veröffentlichen' }).click();
    await expect(page.getByRole('region', { name: 'Vor dem Veröffentlichen' }).getByRole('list')).toBeVisible();
  });
  const items = await page
    .getByRole('region', { name: 'Vor dem Veröffentlichen' })
    .getByRole('listitem')
    .allInnerTexts();
  times.push(`open items: ${items.length}\n  ${items.join('\n  ')}`);
  await page.screenshot({ path: `${out}/publish-1280.png`, fullPage: true });
  await step('portrait: the item opens its field', async () => {
    await page.getByRole('link', { name: 'Ihr Porträt' }).click();
    await expect(page.getByLabel('Ihr Porträt: Foto wählen')).toBeFocused();
  });
  await step('portrait: an upright 3000×4000 phone photo replaced', async () => {
    await page.getByLabel('Ihr Porträt: Foto wählen').setInputFiles(await photo(3000, 4000, 'IMG_2041.JPG'));
    await expect(page.getByRole('status').filter({ hasText: 'Bild ersetzt' })).toBeVisible({ timeout: 60_000 });
  });
  await page.screenshot({ path: `${out}/home-texts-1280.png`, fullPage: false });
  await step('social picture: from the publish screen to its field, a 2400×1260 picture replaced', async () => {
    await bar(page).getByRole('link', { name: 'Website veröffentlichen' }).click();
    await page.getByRole('link', { name: 'Vorschaubild für soziale Netzwerke' }).click();
    await page
      .getByLabel('Vorschaubild für soziale Netzwerke: Foto wählen')
      .setInputFiles(await photo(2400, 1260, 'titelbild.jpg'));
    await expect(page.getByRole('status').filter({ hasText: 'Bild ersetzt' })).toBeVisible({ timeout: 60_000 });
  });
  await step('brand: from the publish screen, template value taken over', async () => {
    await bar(page).getByRole('link', { name: 'Website veröffentlichen' }).click();
    await page
      .getByRole('link', { name: /Person und Marke/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Beispielwert passt – übernehmen' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Übernommen' })).toBeVisible();
  });
  await step('Kontakt: a wrong e-mail refused at the field', async () => {
    await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
    await page.getByRole('link', { name: 'Kontakt', exact: true }).click();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('office@');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nicht gespeichert' })).toBeVisible();
  });
  await page.screenshot({ path: `${out}/refusal-1280.png` });
  await step('Kontakt: corrected and saved', async () => {
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('office@beispiel-beratung.at');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
  });
  await step('Artikel › Neuer Artikel: the form', async () => {
    await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
    await page.getByRole('link', { name: 'Neuer Artikel' }).click();
    await expect(page.getByRole('textbox', { name: 'Titel' })).toBeVisible();
  });
  await page.getByRole('textbox', { name: 'Titel' }).fill('Strategieklausur in einem Tag');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: 'Beschreibung für Suchmaschinen' })
    .fill('Wie eine eintägige Strategieklausur abläuft: Vorbereitung, Ablauf und was danach kommt.');
  await page.getByRole('textbox', { name: 'Kurztext' }).fill('Vorbereitung, Ablauf und was danach kommt.');
  await page.getByRole('group', { name: 'Symbol' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Ein erster Absatz.\n');
  await step('article: a 4000×3000 phone photo uploaded and shown in the preview', async () => {
    await page.getByRole('button', { name: 'Bild' }).click();
    await page.getByLabel('Bilddatei').setInputFiles(await photo(4000, 3000, 'IMG_2042.JPG'));
    await page.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Ein Whiteboard mit drei Spalten');
    await page.getByRole('button', { name: 'Bild hochladen und einfügen' }).click();
    await expect(
      page.frameLocator('iframe[title="Vorschau"]').getByRole('img', { name: 'Ein Whiteboard mit drei Spalten' }),
    ).toBeVisible({ timeout: 60_000 });
  });
  await step('article: first save', async () => {
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 60_000 });
  });
  await page.screenshot({ path: `${out}/article-1280.png`, fullPage: true });
  await step('Verlauf: undo the newest change', async () => {
    await bar(page).getByRole('link', { name: 'Verlauf' }).click();
    await page.getByRole('button', { name: 'Rückgängig' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'rückgängig gemacht' })).toBeVisible();
  });
  await step('Verlauf: undo that undo', async () => {
    await page.getByRole('button', { name: 'Rückgängig' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'rückgängig gemacht' })).toBeVisible();
  });
  await page.screenshot({ path: `${out}/history-1280.png`, fullPage: true });
  await step('Sicherung: download', async () => {
    await bar(page).getByRole('link', { name: 'Sicherung', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
    await downloading;
  });
  await step('Website veröffentlichen: items left', async () => {
    await bar(page).getByRole('link', { name: 'Website veröffentlichen' }).click();
    await expect(page.getByRole('region', { name: 'Vor dem Veröffentlichen' })).toBeVisible();
  });
  const left = await page
    .getByRole('region', { name: 'Vor dem Veröffentlichen' })
    .getByRole('listitem')
    .allInnerTexts();
  times.push(`open items after the walk: ${left.length}`);
});

for (const width of [1280, 820, 390, 320]) {
  test(`screens at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(admin);
    const screens: [string, (string | RegExp)?][] = [
      ['Einstellungen'],
      ['Einstellungen', 'Kontakt'],
      ['Einstellungen', 'Webanalyse'],
      ['Seitentexte'],
      ['Seitentexte', 'Startseite'],
      ['Artikel'],
      ['Artikel', /^Innovation im KMU-Alltag/],
      ['Verlauf'],
      ['Website veröffentlichen'],
      ['Sicherung'],
      ...(process.env.WALK_EXTRA ? [[process.env.WALK_EXTRA] as [string]] : []),
    ];
    for (const [area, entry] of screens) {
      await bar(page).getByRole('link', { name: area, exact: true }).click();
      if (entry)
        await page
          .getByRole('link', { name: entry, exact: typeof entry === 'string' })
          .first()
          .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Wird geladen …')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) times.push(`${width}: ${area} ${String(entry ?? '')} overflows by ${overflow}px`);
      const name = `${area}-${String(entry ?? 'liste')}`.replace(/[^\wäöüÄÖÜß-]+/g, '_');
      await page.screenshot({ path: `${out}/${width}-${name}.png`, fullPage: true });
    }
  });
}
