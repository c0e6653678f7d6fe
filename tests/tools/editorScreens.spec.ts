import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { dataFiles } from '#model/collections.ts';
import { type FieldSource, fillFields } from '#model/load/textFields.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { editorFields } from '#tools/edit/server/fields/allFields.ts';
import { type JsonNode, jsonSchemaOf } from '#tools/edit/server/fields/schemaFields.ts';
import { iconLabels } from '#tools/edit/text/options.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { editorBar, saveEntry } from '../support/editorScreens.ts';

// The editor's screens as the owner meets them, clicked by visible names from
// the start address: only German on every screen (no field key, no English or developer word, no
// „du“), every settings section opens by its name and saves its change, icons are chosen by
// picture and German name, choices show German names, list entries show their own text, and an
// uploaded picture is named by the project's slug rule without replacing one of the same name.
// Each area is headed as the bar names it, choices show „SFTP“ and „Matomo“, a text's
// placeholders are shown filled under its field, an http:// address is named in the save bar once
// its field is marked (at 390 px in one line, with „Zum Feld“), and an iPhone's HEIC photo is refused
// with the way to a JPEG.
// (The fixed lists of the service areas: editorApp.spec.ts.)

const editor = fileEditor({ prefix: 'site-editor-screens-' });
const bar = editorBar;
const save = saveEntry;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

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

/** "du" forms, and the site's one fixed "du" (the motto), which is the owner's own text. */
const duForm =
  /(?<!\p{L})(?:Wähle|Lösche|Entferne|Veröffentliche|berichte|du|dein|deine|deinen|deinem|deiner)(?!\p{L})/u;
const motto = /Ich seh, ich seh, was du nicht siehst/g;
/** English or developer words, and what a program shows when a value is missing. */
const developerWord =
  /\b(?:UTC|Rich Text|Markdown|Login|Account|YAML|JSON|Frontmatter|Slug|Widget|Collection|Feed|Sitemap|Build|self-hosted|Upload|Quelltext|wrangler|npx|undefined|null|NaN|true|false|Screenreader|analytics)\b|\[object Object\]|#RRGGBB/;
/** File words that belong in the data file's comments, not on a screen. */
const fileWord =
  /platzhalter|\.ya?ml\b|content\/|: ""|npm run|\.env\b|\.env\.deploy|dist\/|\.htaccess|_headers|ANLEITUNG/;
/** A choice's stored value where its name belongs: „sftp“ for „SFTP“ (a server address's sftp:// aside). */
const storedValue = /\b(?:sftp|ftps|ftp|matomo|plausible)\b(?!:\/\/)/;
/** The accessible names of the screen's controls and groups, from its accessibility tree. */
const named = /^\s*- (?:textbox|combobox|spinbutton|switch|checkbox|radio|group|region) "(.*)"/;

/** What the owner reads on the screen that is not the owner's German, collected by kind. */
async function problemsOnScreen(page: Page, where: string): Promise<string[]> {
  const main = page.getByRole('main');
  const labels = (await main.ariaSnapshot())
    .split('\n')
    .flatMap((line) => named.exec(line)?.[1] ?? [])
    .map((label) => label.replace(/\s*\(optional\)\s*$/, '').trim());
  const text = (await main.innerText()).replace(motto, '');
  return [
    ...labels.filter((label) => schemaKeys.has(label)).map((label) => `${where}: label is a field key: ${label}`),
    ...labels.filter((label) => /^[A-Z]{3,}$/.test(label)).map((label) => `${where}: label in capitals: ${label}`),
    ...labels.filter((label) => /\(optional\)/.test(label)).map((label) => `${where}: "(optional)" twice: ${label}`),
    ...(fileWord.test(text) ? [`${where}: file word: ${fileWord.exec(text)?.[0]}`] : []),
    ...(storedValue.test(text) ? [`${where}: a stored value for a name: ${storedValue.exec(text)?.[0]}`] : []),
    ...(duForm.test(text) ? [`${where}: "du": ${duForm.exec(text)?.[0]}`] : []),
    ...(developerWord.test(text) ? [`${where}: English or developer word: ${developerWord.exec(text)?.[0]}`] : []),
    ...(text.includes(`:${editor.port}`) ? [`${where}: the editor's address`] : []),
  ];
}

test('every screen speaks the owner’s German: each settings section, page text, an article, Verlauf, publishing and Sicherung', async ({
  page,
}) => {
  const problems: string[] = [];
  const { collections } = editorFields(editor.root);
  await page.goto(editor.admin);
  for (const collection of collections.filter((candidate) => 'files' in candidate)) {
    const area = collection.label;
    for (const entry of collection.files ?? []) {
      await bar(page).getByRole('link', { name: area, exact: true }).click();
      // The screen is headed as the bar names it (the page texts were „Seiten“ under „Seitentexte“).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area);
      problems.push(...(await problemsOnScreen(page, area)));
      await page.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.label);
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
      problems.push(...(await problemsOnScreen(page, `${area} › ${entry.label}`)));
    }
  }
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: /^Innovation im KMU-Alltag/ }).click();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).not.toHaveValue('');
  problems.push(...(await problemsOnScreen(page, 'Artikel')));
  await page.getByRole('link', { name: 'Zurück zu den Artikeln' }).click();
  await page.getByRole('link', { name: 'Neuer Artikel' }).click();
  await expect(page.getByRole('textbox', { name: 'Titel' })).toBeVisible();
  problems.push(...(await problemsOnScreen(page, 'Neuer Artikel')));
  for (const name of ['Verlauf', 'Website veröffentlichen', 'Sicherung']) {
    await bar(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.waitForLoadState('networkidle');
    problems.push(...(await problemsOnScreen(page, name)));
  }
  expect(problems).toEqual([]);
});

/** A value of the settings file, read as it is now (the path of keys to it). */
const setting = (keys: string[]): unknown =>
  keys.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    parse(editor.file('content/settings/site.yaml'), {
      customTags: [{ tag: '!platzhalter', resolve: (value: string) => value }],
    }),
  );

/** Each section: its visible name, the change the owner makes there, and what the file then holds. */
const sections: { name: string; change: (page: Page) => Promise<void>; saved: string[]; expected: unknown }[] = [
  {
    name: 'Person und Marke',
    change: (page) =>
      page.getByRole('textbox', { name: 'Zeile unter dem Namen im Logo' }).fill('Strategie · Wachstum · Umsetzung'),
    saved: ['tagline'],
    expected: 'Strategie · Wachstum · Umsetzung',
  },
  {
    name: 'Kontakt',
    change: (page) =>
      page.getByRole('textbox', { name: 'LinkedIn-Profil' }).fill('https://www.linkedin.com/in/anna-berger-strategie'),
    saved: ['linkedinUrl'],
    expected: 'https://www.linkedin.com/in/anna-berger-strategie',
  },
  {
    name: 'Adresse',
    change: (page) => page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Villach'),
    saved: ['address', 'locality'],
    expected: 'Villach',
  },
  {
    name: 'Rechtliches (Impressum und Datenschutz)',
    change: (page) => page.getByRole('spinbutton', { name: 'Speicherdauer der Server-Logs in Tagen' }).fill('7'),
    saved: ['legal', 'serverLogRetentionDays'],
    expected: 7,
  },
  {
    name: 'Dienste',
    change: (page) => page.getByRole('textbox', { name: 'Formular-Adresse' }).fill('https://formspree.io/f/xanbqwer'),
    saved: ['formEndpoint'],
    expected: 'https://formspree.io/f/xanbqwer',
  },
  {
    name: 'Webanalyse',
    change: async (page) => {
      // Off in the template: nothing is chosen (it showed „matomo“ as if chosen).
      const tool = page.getByRole('combobox', { name: 'Werkzeug' });
      await expect(tool).toHaveValue('');
      await tool.selectOption({ label: 'Matomo' });
      await page
        .getByRole('textbox', { name: 'Adresse der Installation' })
        .fill('https://statistik.berger-strategie.at');
      await page.getByRole('textbox', { name: 'Website-Kennung' }).fill('1');
      // The switch turns on as the owner turns it: by a click on its name.
      const own = page.getByRole('switch', { name: /^Auf Ihrem eigenen Server/ });
      await page.getByText(/^Auf Ihrem eigenen Server/).click();
      await expect(own).toBeChecked();
      await page.getByRole('spinbutton', { name: 'Speicherdauer in Monaten' }).fill('14');
    },
    saved: ['analytics', 'siteId'],
    expected: '1',
  },
  {
    name: 'Suchmaschinen und Darstellung',
    change: (page) =>
      page
        .getByRole('textbox', { name: 'Beschreibung für Suchmaschinen' })
        .fill(
          'Strategieberatung in Kärnten für kleine und mittlere Unternehmen: Markteintritt, Förderungen und Innovation.',
        ),
    saved: ['description'],
    expected:
      'Strategieberatung in Kärnten für kleine und mittlere Unternehmen: Markteintritt, Förderungen und Innovation.',
  },
  {
    name: 'Veröffentlichen',
    change: async (page) => {
      const protocol = page.getByRole('combobox', { name: 'Protokoll' });
      await expect(protocol).toHaveValue('');
      await protocol.selectOption({ label: 'SFTP' });
      await page.getByRole('textbox', { name: 'Server', exact: true }).fill('ssh.berger-strategie.at');
      await page.getByRole('textbox', { name: 'Benutzername' }).fill('berger');
      await page.getByRole('textbox', { name: 'Ordner am Server' }).fill('/html');
    },
    saved: ['deploy', 'host'],
    expected: 'ssh.berger-strategie.at',
  },
];

test('every settings section opens from the list by its name, and a change in it is saved to the settings file', async ({
  page,
}) => {
  await page.goto(editor.admin);
  for (const section of sections) {
    await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
    await page.getByRole('link', { name: section.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.name);
    // The section's own fields: the change below finds them.
    await section.change(page);
    await save(page);
    expect(setting(section.saved), section.name).toEqual(section.expected);
    // Saved means nothing is left unsaved (the bar's links then lead on without a question).
    await expect(page.getByText('Ungespeicherte Änderungen')).toHaveCount(0);
  }
});

test('a list’s entries show their own text: the four paragraphs of the about text, each in its own field', async ({
  page,
}) => {
  const paragraphs = (parse(editor.file('content/texts/about.yaml')) as { long: string[] }).long;
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Seitentexte' }).click();
  await page.getByRole('link', { name: 'Über mich', exact: true }).click();
  const fields = page.getByRole('textbox', { name: /^Absatz \d+$/ });
  await expect(fields.first()).toBeVisible();
  const shown = await fields.evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
  expect(paragraphs).toHaveLength(4);
  expect(shown).toEqual(expect.arrayContaining(paragraphs));
});

test('an icon is chosen by its picture and German name, and the file keeps its key', async ({ page }) => {
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: /^Innovation im KMU-Alltag/ }).click();
  const choice = page.getByRole('group', { name: 'Symbol' });
  await expect(choice.getByRole('radio')).toHaveCount(Object.keys(iconLabels).length);
  // Each choice: its German name and, beside it, its picture.
  for (const name of Object.values(iconLabels))
    await expect(choice.getByRole('radio', { name, exact: true }).locator('xpath=..').locator('svg')).toHaveCount(1);
  await choice.getByRole('radio', { name: 'Rakete' }).check();
  await save(page);
  expect(editor.file('content/articles/innovation-praxis.md')).toMatch(/^icon: rocket$/m);
});

test('a list of choices shows German names: the markets, the matching packages and the contact topic of a service area', async ({
  page,
}) => {
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Seitentexte' }).click();
  await page.getByRole('link', { name: 'Beratungsfelder', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Österreich' }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Markteintritt (/packages/market-entry)' }).first()).toBeVisible();
  await expect(page.getByText('market-entry', { exact: true })).toHaveCount(0);
  // The topic the contact form preselects, by its German name too.
  await expect(page.getByRole('option', { name: 'Go-to-Market & Scaling', selected: true }).first()).toBeAttached();
});

test('an uploaded „Übersicht.jpg“ is stored as uebersicht.jpg, and a second picture of that name does not replace it', async ({
  page,
}) => {
  const picture = (background: string) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const folder = path.join(editor.root, 'content/images/blog');
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: /^Innovation im KMU-Alltag/ }).click();
  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  const upload = async (buffer: Buffer, stored: string) => {
    await page.getByRole('button', { name: 'Bild' }).click();
    await page.getByLabel('Bilddatei').setInputFiles({ name: 'Übersicht.jpg', mimeType: 'image/jpeg', buffer });
    await page.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Die Übersicht');
    await page.getByRole('button', { name: 'Bild hochladen und einfügen' }).click();
    await expect(body).toHaveValue(new RegExp(`!\\[Die Übersicht\\]\\(/images/blog/${stored.replace('.', '\\.')}\\)`));
  };
  const first = await picture('#4A6B7C');
  await upload(first, 'uebersicht.jpg');
  expect(existsSync(path.join(folder, 'ubersicht.jpg'))).toBe(false);
  await upload(await picture('#7C4A6B'), 'uebersicht-2.jpg');
  expect(
    readdirSync(folder)
      .filter((name) => name.includes('bersicht'))
      .sort(),
  ).toEqual(['uebersicht-2.jpg', 'uebersicht.jpg']);
  expect(readFileSync(path.join(folder, 'uebersicht.jpg')).equals(first)).toBe(true);
});

test('a text with {region}, {years} or {name} shows under its field what the website will show; the field keeps the placeholders', async ({
  page,
}) => {
  const typed = 'Seit {years} Jahren berät {name} aus {region}';
  /** The line under the field, filled by the site's own function from the settings as saved. */
  const onWebsite = (years?: number) => {
    const settings = setting([]) as FieldSource;
    return `Auf der Website: ${fillFields(typed, years === undefined ? settings : { ...settings, yearsOfExperience: years })}`;
  };
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Seitentexte' }).click();
  await page.getByRole('link', { name: 'Startseite', exact: true }).click();
  const field = page
    .getByRole('group', { name: 'Startbereich' })
    .getByRole('textbox', { name: 'Kleine Zeile über der Überschrift' });
  await field.fill(typed);
  await expect(page.getByText(onWebsite(), { exact: true })).toBeVisible();
  expect(onWebsite()).not.toContain('{');
  await save(page);
  await expect(field).toHaveValue(typed);
  expect(editor.file('content/texts/home.yaml')).toContain(typed);
  // In the settings, a change of the years shows in the biography's line at once, before it is saved.
  await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('link', { name: 'Person und Marke', exact: true }).click();
  await page.getByRole('textbox', { name: 'Kurzbiografie' }).fill(typed);
  await page.getByRole('spinbutton', { name: 'Jahre Erfahrung' }).fill('23');
  await expect(page.getByText(onWebsite(23), { exact: true })).toBeVisible();
});

test('an address with http:// is named in the save bar as soon as its field is marked, and nothing is written', async ({
  page,
}) => {
  const before = editor.file('content/settings/site.yaml');
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('link', { name: 'Dienste', exact: true }).click();
  const address = page.getByRole('textbox', { name: 'Adresse der Website' });
  await address.fill('http://www.berger-strategie.at');
  await address.press('Tab');
  const line =
    'Adresse der Website – „http://www.berger-strategie.at“ beginnt mit http:// (unverschlüsselt) – erlaubt:';
  // The save bar says it before „Speichern“ (the field alone turned red), and again after it.
  await expect(page.getByRole('alert')).toContainText(line);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(line);
  await expect(address).toBeFocused();
  expect(editor.file('content/settings/site.yaml')).toBe(before);
});

test('at 390 px a refusal takes one line of the save bar, with „Zum Feld“ and the whole text a click away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('link', { name: 'Dienste', exact: true }).click();
  const address = page.getByRole('textbox', { name: 'Adresse der Website' });
  await address.fill('http://www.berger-strategie.at');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const alert = page.getByRole('alert');
  // The whole text is still there for a screen reader, once.
  await expect(alert).toContainText('beginnt mit http:// (unverschlüsselt) – erlaubt:');
  await expect(alert).toHaveCount(1);
  // The bar (message, „Zum Feld“, „Speichern“) leaves the phone's screen to the form: the message
  // wrapped over several lines took a fifth of it.
  const saveButton = page.getByRole('button', { name: 'Speichern', exact: true });
  const barHeight = async () => {
    const [top, bottom] = [await alert.boundingBox(), await saveButton.boundingBox()];
    return top && bottom ? bottom.y + bottom.height - top.y : Number.POSITIVE_INFINITY;
  };
  const closed = await barHeight();
  expect(closed).toBeLessThan(844 * 0.15);
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByRole('button', { name: 'Zum Feld' }).click();
  await expect(address).toBeFocused();
  // A click on the line shows the whole text.
  await alert.getByText(/^Nicht gespeichert: Adresse der Website/).click();
  expect(await barHeight()).toBeGreaterThan(closed + 20);
});

test('an iPhone photo in HEIC is refused with the way to a JPEG', async ({ page }) => {
  // The first box of an iPhone's photo: ftyp, brand heic (the rest does not matter to the check).
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]),
    Buffer.alloc(4000),
  ]);
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: /^Innovation im KMU-Alltag/ }).click();
  await page.getByRole('button', { name: 'Bild' }).click();
  await page.getByLabel('Bilddatei').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
  await page.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Das Team');
  await page.getByRole('button', { name: 'Bild hochladen und einfügen' }).click();
  const refusal = page
    .getByRole('group', { name: 'Bild einfügen' })
    .getByText(/^Nicht hochgeladen: Bild „img-0042\.heic“/);
  await expect(refusal).toContainText('ist ein iPhone-Foto im Format HEIC');
  await expect(refusal).toContainText('Einstellungen › Kamera › Formate „Maximale Kompatibilität“');
  // Nothing of it is stored (the folder exists only once a picture was taken).
  const folder = path.join(editor.root, 'content/images/blog');
  const stored = existsSync(folder) ? readdirSync(folder) : [];
  expect(stored.filter((name) => /img-0042/i.test(name))).toEqual([]);
});

test('at phone width the template’s open launch items are a short page: the count on top, one folded group per place, and an item’s link still opens its field', async ({
  page,
}) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await page.goto(editor.admin);
  await bar(page).getByRole('link', { name: 'Website veröffentlichen', exact: true }).click();
  const check = page.getByRole('region', { name: 'Vor dem Veröffentlichen' });
  const count = check.getByText(/^Noch nicht startklar – \d+ Punkte sind offen\./);
  await expect(count).toBeVisible({ timeout: 30_000 });
  // The whole check fits in about two screens, and the count comes before the groups.
  expect((await check.boundingBox())?.height).toBeLessThan(2 * screen.height);
  const group = check.getByText(/^Einstellungen › Person und Marke: \d+ Punkte$/);
  expect((await count.boundingBox())?.y ?? Infinity).toBeLessThan((await group.boundingBox())?.y ?? -Infinity);
  const link = check.getByRole('link', { name: 'Einstellungen › Person und Marke' }).first();
  await expect(link).toBeHidden();
  await group.click();
  const item = check.getByRole('listitem').filter({ hasText: 'Marke (Geschäftsbezeichnung): noch der Beispielwert' });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'Einstellungen › Person und Marke' }).click();
  await expect(page.getByLabel('Marke (Geschäftsbezeichnung)', { exact: true })).toHaveValue(
    /Max Mustermann Strategie/,
  );
});

test('no console error on any of these screens', () => {
  expect(editor.consoleErrors).toEqual([]);
});
