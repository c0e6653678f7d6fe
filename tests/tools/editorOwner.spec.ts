import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { type RunningEditor, startEditor } from '../support/editorProcess';
import { ownerEnv, projectCopy } from '../support/projectCopy';

// The browser editor as the owner meets it (issue 34), clicked by visible names, never reached by
// a typed address: every settings section opens from its list (all eight used to open "Person und
// Marke"), lists the specification fixes keep their entries, and entries tell themselves apart.

// editor.spec.ts runs its editor on EDITOR_TEST_PORT, publish.spec.ts on the next port.
const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 2;
const admin = `http://127.0.0.1:${port}/admin/`;

let root = '';
let editor: RunningEditor | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  root = projectCopy('site-editor-owner-');
  editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
});

test.afterAll(() => {
  editor?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const file = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** A value of the settings file, read as it is now (the path of keys to it). */
const setting = (keys: string[]) =>
  keys.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    settingsFile(),
  );

const settingsFile = () =>
  parse(file('content/settings/site.yaml'), {
    customTags: [{ tag: '!platzhalter', resolve: (value: string) => value }],
  });

/** Picks a value of a select field (Decap uses react-select). */
async function choose(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.keyboard.press('Enter');
}

/** Opens a group that starts closed (an optional group such as "Webanalyse") by its title bar. */
async function expandGroup(page: Page, label: string) {
  await page.getByText(label, { exact: true }).first().locator('xpath=..').getByRole('button').first().click();
}

/** The editor's save: "Speichern" → "Jetzt speichern". */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Jetzt speichern', { exact: true }).click();
  // Saved as the editor shows it: leaving before that would ask whether to drop the changes.
  await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Each section: its visible name, the change the owner makes there, and what the file then holds. */
const sections: { name: string; change: (page: Page) => Promise<void>; saved: string[]; expected: unknown }[] = [
  {
    name: 'Person und Marke',
    change: (page) =>
      page.getByLabel('Zeile unter dem Namen im Logo', { exact: true }).fill('Strategie · Wachstum · Umsetzung'),
    saved: ['tagline'],
    expected: 'Strategie · Wachstum · Umsetzung',
  },
  {
    name: 'Kontakt',
    change: (page) =>
      page.getByLabel('LinkedIn-Profil', { exact: true }).fill('https://www.linkedin.com/in/anna-berger-strategie'),
    saved: ['linkedinUrl'],
    expected: 'https://www.linkedin.com/in/anna-berger-strategie',
  },
  {
    name: 'Adresse',
    change: (page) => page.getByLabel('Ort', { exact: true }).fill('Villach'),
    saved: ['address', 'locality'],
    expected: 'Villach',
  },
  {
    name: 'Rechtliches (Impressum und Datenschutz)',
    change: (page) => page.getByLabel('Speicherdauer der Server-Logs in Tagen', { exact: true }).fill('7'),
    saved: ['legal', 'serverLogRetentionDays'],
    expected: 7,
  },
  {
    name: 'Dienste',
    change: (page) => page.getByLabel('Formular-Adresse', { exact: true }).fill('https://formspree.io/f/xanbqwer'),
    saved: ['formEndpoint'],
    expected: 'https://formspree.io/f/xanbqwer',
  },
  {
    name: 'Webanalyse',
    change: async (page) => {
      await expandGroup(page, 'Webanalyse');
      await choose(page, 'Werkzeug', 'matomo');
      await page.getByLabel('Adresse der Installation', { exact: true }).fill('https://statistik.berger-strategie.at');
      await page.getByLabel('Website-Kennung', { exact: true }).fill('1');
      await page.getByLabel(/^Auf Ihrem eigenen Server \(self-hosted\)/).click();
      await page.getByLabel('Speicherdauer in Monaten', { exact: true }).fill('14');
    },
    saved: ['analytics', 'siteId'],
    expected: '1',
  },
  {
    name: 'Suchmaschinen und Darstellung',
    change: (page) =>
      page
        .getByLabel('Beschreibung für Suchmaschinen', { exact: true })
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
      await expandGroup(page, 'Veröffentlichen');
      await choose(page, 'Protokoll', 'sftp');
      await page.getByLabel('Server', { exact: true }).fill('ssh.berger-strategie.at');
      await page.getByLabel('Benutzername', { exact: true }).fill('berger');
      await page.getByLabel('Ordner am Server', { exact: true }).fill('/html');
    },
    saved: ['deploy', 'host'],
    expected: 'ssh.berger-strategie.at',
  },
];

test('every settings section opens from the list by its name, and a change in it is saved to the settings file', async ({
  page,
}) => {
  await page.goto(admin);
  for (const section of sections) {
    await page.getByRole('link', { name: 'Einstellungen' }).first().click();
    await page.getByRole('link', { name: section.name, exact: true }).click();
    // The section's own fields: the change below finds them (before the fix, every name opened
    // "Person und Marke").
    await section.change(page);
    await save(page);
    await expect
      .poll(() => setting(section.saved), { message: section.name, timeout: 15_000 })
      .toEqual(section.expected);
  }
});

/** Opens a page text from the list "Seiten" by its visible name. */
async function openPage(page: Page, name: string) {
  await page.goto(admin);
  await page.getByRole('link', { name: 'Seiten' }).first().click();
  await page.getByRole('link', { name, exact: true }).click();
}

test('lists the specification fixes (4 service areas, 7 offerings each) offer no add, remove or move control', async ({
  page,
}) => {
  const areas = (
    parse(file('content/texts/services.yaml')) as { title: string; offerings: { title: string }[] }[]
  ).slice(0, 1);
  await openPage(page, 'Beratungsfelder');
  await expect(page.getByText(areas[0]!.title, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /hinzufügen/ })).toHaveCount(0);
  // The bar above an entry, found by the entry's summary (its title).
  const barOf = (title: string) =>
    page.locator(
      `xpath=//div[contains(@class,"NestedObjectLabel")][normalize-space()=${JSON.stringify(title)}]/preceding-sibling::div[contains(@class,"StyledListItemTopBar")][1]`,
    );
  // Each bar holds its open/close switch with its arrow, nothing else: no × button, no drag handle.
  for (const title of [areas[0]!.title, ...areas[0]!.offerings.map((offering) => offering.title)]) {
    await expect(barOf(title).locator('button'), title).toHaveCount(1);
    await expect(barOf(title).locator('svg'), title).toHaveCount(1);
  }
});

test('the paragraphs of the about text are summed up by their own first words, not as "Absatz" four times', async ({
  page,
}) => {
  const paragraphs = (parse(file('content/texts/about.yaml')) as { long: string[] }).long;
  await openPage(page, 'Über mich');
  for (const paragraph of paragraphs)
    await expect(page.getByText(paragraph.slice(0, 30), { exact: false }).first()).toBeVisible();
});
