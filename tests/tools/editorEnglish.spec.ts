import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { isEnglishSettingsField } from '#model/i18n/englishSettings.ts';
import { type EditorApi, editorApi } from '../support/editorApi.ts';
import { expect, test } from '../support/editorFixture.ts';
import { projectHash } from '../support/editorProbes.ts';
import { editorBar, historyButton } from '../support/editorScreens.ts';
import { replaceImages } from '../support/projectCopy.ts';
import { completeSettings } from '../support/settingsProject.ts';

// The editor's English side (issue 68) as the owner meets it: the English version switched on in
// the settings, the status of every page text and article on the page „Englisch“, an English
// article started from the German one and translated with the German beside it (1280 px) or one
// tap away (390 px), „veraltet“ after a German change, „Als aktuell markieren“, and the history's
// undo. The server takes exactly the English files of content/en, nothing else under it. Texts not
// translated yet are notes on the publish page: listed, but the site can be published.

const slug = 'innovation-praxis';
const germanArticle = `content/articles/${slug}.md`;
const englishArticle = `content/en/articles/${slug}.md`;
const sources = 'content/en/sources.yaml';
const englishSettings = 'content/en/settings/site.yaml';

let root = '';
let api: EditorApi;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.use({
  editorProject: {
    prefix: 'editor-english-',
    // The owner's own English texts are not this test's: it starts without any.
    prepare: async (copy) => {
      rmSync(path.join(copy, 'content/en'), { recursive: true, force: true });
      return undefined;
    },
  },
});

test.beforeAll(async ({ editor }) => {
  root = editor.root;
  api = await editorApi(editor.origin);
});

/**
 * The translation screen as docs/editor.md shows it: into the test's output, and into docs/editor/
 * only when asked (`EDITOR_DOC_PICTURES=1`), so that a test run changes no file of the project.
 */
const docPicture = (page: Page, name: string, outputPath: (name: string) => string) =>
  page.screenshot({ path: process.env.EDITOR_DOC_PICTURES === '1' ? `docs/editor/${name}` : outputPath(name) });

const file = (relative: string) => readFileSync(path.join(root, relative), 'utf8');
const row = (page: Page, name: RegExp) => page.getByRole('listitem').filter({ hasText: name });

/** The page „Englisch“ as the owner opens it: the editor's address, then its menu (the list read afresh). */
async function openEnglish(page: Page, admin: string) {
  await page.goto(admin);
  await editorBar(page).getByRole('link', { name: 'Englisch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Englische Fassung' })).toBeVisible();
}

/** The English article's translation screen, by its row on the page „Englisch“. */
async function openTranslation(page: Page, admin: string) {
  await openEnglish(page, admin);
  await row(page, /Innovation im KMU-Alltag/)
    .getByRole('link', { name: 'Englisch bearbeiten' })
    .click();
  await expect(page.getByRole('link', { name: 'Zurück zur Übersicht „Englisch“' })).toBeVisible();
}

test('the English version is switched on in the settings; then every text shows „nur Deutsch“', async ({
  page,
  editor,
}) => {
  await openEnglish(page, editor.admin);
  await expect(page.getByText('Die englische Fassung ist ausgeschaltet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Englische Fassung anlegen' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Einstellungen', exact: true }).first().click();
  await page.getByRole('link', { name: 'Sprachen', exact: true }).click();
  const toggle = page.getByRole('switch', { name: 'Englische Fassung' });
  await expect(toggle).not.toBeChecked();
  // The switch's track lies over the box, as the owner sees it: pressed from the keyboard.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  expect(file('content/settings/site.yaml')).toMatch(/^english: true$/m);

  await page.getByRole('link', { name: 'Englisch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Seitentexte' })).toBeVisible();
  await expect(row(page, /Startseite/)).toContainText('nur Deutsch');
  await expect(row(page, /Innovation/).first()).toContainText('nur Deutsch');
  expect(existsSync(path.join(root, 'content/en'))).toBe(false);
});

test('„Englische Fassung anlegen“ copies the German article, with the German beside the fields at 1280 px', async ({
  page,
  editor,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEnglish(page, editor.admin);
  const item = row(
    page,
    new RegExp(
      file(germanArticle)
        .match(/^title: (.*)$/m)?.[1]
        ?.replace(/["']/g, '')
        .slice(0, 20) ?? slug,
    ),
  );
  await item.getByRole('button', { name: 'Englische Fassung anlegen' }).click();

  await expect(page.getByRole('link', { name: 'Zurück zur Übersicht „Englisch“' })).toBeVisible();
  const german = page.getByRole('complementary', { name: 'Deutscher Text' });
  await expect(german).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deutscher Text' })).toBeHidden();
  const title = page.getByRole('textbox', { name: /Titel/ }).first();
  await expect(title).toBeVisible();
  // Beside: the German to the left of the English fields, both in view at once.
  const [left, right] = [await german.boundingBox(), await title.boundingBox()];
  expect(left && right && left.x + left.width <= right.x).toBe(true);
  expect(left && right && Math.abs(left.y - right.y) < 400).toBe(true);
  await docPicture(page, 'english-1280.png', (name) => test.info().outputPath(name));

  const english = file(englishArticle);
  expect(english).toContain(`translationOf: ${slug}`);
  expect(english.replace(`translationOf: ${slug}\n`, '')).toBe(file(germanArticle));
  expect(file(sources)).toMatch(/^articles\/innovation-praxis\.md: [0-9a-f]{16}$/m);

  await page.getByRole('link', { name: 'Zurück zur Übersicht „Englisch“' }).click();
  await expect(row(page, /Englisch bearbeiten/).filter({ hasText: 'übersetzt' })).toHaveCount(1);
});

test('on a phone the German text is one tap away', async ({ page, editor }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTranslation(page, editor.admin);
  const button = page.getByRole('button', { name: 'Deutscher Text' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Zum Nachlesen beim Übersetzen')).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Zum Nachlesen beim Übersetzen')).toBeVisible();
  await docPicture(page, 'english-390.png', (name) => test.info().outputPath(name));
});

test('a German change makes the English „veraltet“; „Als aktuell markieren“ clears it; „Rückgängig“ brings it back', async ({
  page,
  editor,
}) => {
  const englishBefore = file(englishArticle);
  writeFileSync(path.join(root, germanArticle), `${file(germanArticle).trimEnd()}\n\nEin neuer Absatz.\n`);
  await openEnglish(page, editor.admin);
  const item = row(page, /Englisch bearbeiten/);
  await expect(item).toContainText('veraltet');

  await item.getByRole('button', { name: 'Als aktuell markieren' }).click();
  await expect(page.getByText('Als aktuell markiert.')).toBeVisible();
  await expect(item).toContainText('übersetzt');
  expect(file(englishArticle)).toBe(englishBefore);

  await page.getByRole('link', { name: 'Verlauf', exact: true }).click();
  const change = page.getByRole('listitem').filter({ hasText: 'als aktuell markiert' }).first();
  await change.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByText(/als aktuell markiert\): Speichern vom .* rückgängig gemacht$/).first()).toBeVisible();
  await openEnglish(page, editor.admin);
  await expect(row(page, /Englisch bearbeiten/)).toContainText('veraltet');
});

test('saving the English article records the German it was translated from', async ({ page, editor }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTranslation(page, editor.admin);
  const title = page.getByRole('textbox', { name: /Titel/ }).first();
  await title.fill('Innovation in practice');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  expect(file(englishArticle)).toMatch(/^title: "?Innovation in practice"?$/m);
  expect(file(englishArticle)).toContain(`translationOf: ${slug}`);
  await openEnglish(page, editor.admin);
  await expect(row(page, /Englisch bearbeiten/)).toContainText('übersetzt');
});

test('an English article gets its own address and can be deleted; „Verlauf“ undoes the one, restores the other', async ({
  page,
  editor,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const renamed = 'content/en/articles/innovation-in-practice.md';
  await openTranslation(page, editor.admin);
  const address = page.getByRole('textbox', { name: 'Adresse der englischen Seite' });
  await expect(address).toHaveValue(slug);
  // Typed in the owner's words, made an address as they type.
  await address.fill('Innovation in Practice');
  await expect(page.getByText('Die Seite steht unter /en/blog/innovation-in-practice.')).toBeVisible();
  await page.getByRole('button', { name: 'Adresse ändern' }).click();
  await expect(page.getByText('Adresse geändert.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse der englischen Seite' })).toHaveValue(
    'innovation-in-practice',
  );
  expect(existsSync(path.join(root, englishArticle))).toBe(false);
  expect(file(renamed)).toContain(`translationOf: ${slug}`);
  expect(file(sources)).toMatch(/^articles\/innovation-in-practice\.md: [0-9a-f]{16}$/m);
  expect(file(sources)).not.toContain(`articles/${slug}.md`);
  await openEnglish(page, editor.admin);
  await expect(row(page, /Englisch bearbeiten/)).toContainText('übersetzt');

  await historyButton(page, 'Adresse geändert', 'Rückgängig');
  await expect(page.getByText(/Adresse geändert\): Speichern vom .* rückgängig gemacht$/).first()).toBeVisible();
  expect(existsSync(path.join(root, renamed))).toBe(false);
  expect(file(sources)).toMatch(/^articles\/innovation-praxis\.md: [0-9a-f]{16}$/m);

  const kept = file(englishArticle);
  await openTranslation(page, editor.admin);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Englische Fassung löschen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Englische Fassung' })).toBeVisible();
  await expect(page.getByText('Die englische Fassung wurde gelöscht.', { exact: false })).toBeVisible();
  expect(existsSync(path.join(root, englishArticle))).toBe(false);
  expect(existsSync(path.join(root, germanArticle))).toBe(true);
  expect(file(sources)).not.toContain(`articles/${slug}.md`);
  await expect(row(page, /Innovation im KMU-Alltag/)).toContainText('nur Deutsch');

  await historyButton(page, '(Englisch) gelöscht', 'Wiederherstellen');
  await expect(page.getByText(/\(Englisch\) wiederhergestellt/).first()).toBeVisible();
  expect(file(englishArticle)).toBe(kept);
  await openEnglish(page, editor.admin);
  await expect(row(page, /Innovation im KMU-Alltag/)).toContainText('übersetzt');
});

test('the settings’ words in English: started from the German words only, marks kept, saved, „veraltet“ by the words only', async ({
  page,
  editor,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const germanSettings = 'content/settings/site.yaml';
  await openEnglish(page, editor.admin);
  const item = row(page, /Einstellungen \(Wörter auf Englisch\)/);
  await expect(item).toContainText('nur Deutsch');
  await item.getByRole('button', { name: 'Englische Fassung anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen (Wörter auf Englisch)' })).toBeVisible();

  // Only the fields with words, each German template value still marked as one.
  const started = parseYaml(file(englishSettings), {
    customTags: [{ tag: '!platzhalter', resolve: (v: string) => v }],
  });
  const leaves = (value: unknown, at: string[] = []): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => leaves(child, [...at, key]))
      : [at.join('.')];
  expect(leaves(started).every(isEnglishSettingsField)).toBe(true);
  expect(leaves(started)).toEqual(expect.arrayContaining(['tagline', 'person.bio', 'defaultImageAlt']));
  expect(file(englishSettings)).toMatch(/^defaultImageAlt: !platzhalter /m);
  expect(file(englishSettings)).not.toMatch(/^(brand|email|phone):/m);

  // The German words beside the English fields, by their labels.
  const german = page.getByRole('complementary', { name: 'Deutscher Text' });
  await expect(german.getByText('Zu Ihrer Person › Kurzbiografie')).toBeVisible();
  await expect(german.getByText(/^Unabhängiger Strategieberater/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auf der englischen Website ansehen (neues Fenster)' })).toHaveAttribute(
    'href',
    `http://localhost:${editor.port + 1}/en/`,
  );
  await expect(page.getByRole('textbox', { name: /Ihr Name/ })).toHaveCount(0);

  await page.getByRole('textbox', { name: /^Tätigkeit/ }).fill('Strategy consultant for market entry');
  // Left empty: the English pages take the German word.
  await page.getByRole('textbox', { name: /^WhatsApp-Begrüßung/ }).fill('');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  const saved = file(englishSettings);
  expect(saved).toMatch(/^ {2}jobTitle: Strategy consultant for market entry$/m);
  expect(saved).not.toMatch(/greeting:/);
  expect(saved).toMatch(/^defaultImageAlt: !platzhalter /m);
  expect(file(sources)).toMatch(/^settings\/site\.yaml: [0-9a-f]{16}$/m);

  // A template value confirmed in the English file, the German one untouched.
  await page
    .getByRole('button', { name: 'Beispielwert passt – übernehmen: Beschreibung des Standard-Vorschaubilds' })
    .click();
  await expect(page.getByText(/^Übernommen:/)).toBeVisible();
  expect(file(englishSettings)).toMatch(/^defaultImageAlt: (?!!platzhalter)/m);
  expect(file(germanSettings)).toMatch(/^defaultImageAlt: !platzhalter /m);

  // A refused word at its field, nothing written.
  const before = file(englishSettings);
  await page.getByRole('textbox', { name: /^Beschreibung für Suchmaschinen/ }).fill('Too short.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(/^Nicht gespeichert: Beschreibung für Suchmaschinen/).first()).toBeVisible();
  expect(file(englishSettings)).toBe(before);
  // Sent by another than the form: a field without words is refused as well.
  const stranger = await api.call('saveEntry', {
    dataFiles: [{ path: englishSettings, raw: 'brand: Andere Marke\n' }],
  });
  expect(stranger.status).toBe(422);
  expect(stranger.body.error).toMatch(/^Nicht gespeichert[^\n]*brand[^\n]*$/);
  expect(file(englishSettings)).toBe(before);

  // Leaving the refused change: the question before leaving answered „OK“.
  page.once('dialog', (dialog) => void dialog.accept());
  await openEnglish(page, editor.admin);
  await expect(item).toContainText('übersetzt');
  // A new phone number is no new word; a new German tagline is.
  writeFileSync(
    path.join(root, germanSettings),
    file(germanSettings).replace(/^phone: .*$/m, 'phone: "+43 660 1234567"'),
  );
  // The list read afresh, as after the owner's own change of the file.
  await page.reload();
  await expect(item).toContainText('übersetzt');
  writeFileSync(
    path.join(root, germanSettings),
    file(germanSettings).replace(/^tagline: .*$/m, 'tagline: Neu · Anders'),
  );
  await page.reload();
  await expect(item).toContainText('veraltet');
  // The tests after this one start without English settings words (their template values would be open items).
  rmSync(path.join(root, path.dirname(englishSettings)), { recursive: true, force: true });
});

test('page texts: the about cards keep their English titles; each text links to its English page', async ({
  page,
  editor,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEnglish(page, editor.admin);
  await row(page, /Über mich/)
    .getByRole('button', { name: 'Englische Fassung anlegen' })
    .click();
  await expect(page.getByRole('complementary', { name: 'Deutscher Text' })).toBeVisible();
  expect(file('content/en/texts/about.yaml')).toMatch(/^ {4}title: Sparring on equal terms$/m);
  await expect(page.getByText('Sparring on equal terms', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Sparring auf Augenhöhe', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auf der englischen Website ansehen (neues Fenster)' })).toHaveAttribute(
    'href',
    `http://localhost:${editor.port + 1}/en/#about`,
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  // Undoing its start takes the English about text away again (the next test counts it „veraltet“).
  await page.getByRole('link', { name: 'Verlauf', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: /^Seite „Über mich“ \(Englisch\) gespeichert/ })
    .last()
    .getByRole('button', { name: 'Rückgängig' })
    .click();
  await expect(page.getByText(/^Seite „Über mich“ \(Englisch\): Speichern vom .* rückgängig gemacht$/)).toBeVisible();
  expect(existsSync(path.join(root, 'content/en/texts/about.yaml'))).toBe(false);
  expect(file(sources)).not.toContain('texts/about.yaml');
});

test('the server takes the English files of content/en only, nothing else under it', async () => {
  const before = projectHash(root);
  const refused = async (action: string, params: Record<string, unknown>) => {
    const answer = await api.call(action, params);
    expect(answer.status, `${action} ${JSON.stringify(params)}`).toBe(422);
    expect(answer.body.error).toMatch(/^[^\n]*(nicht|Nicht)[^\n]*$/);
  };
  const raw = 'titel: x\n';
  for (const bad of [
    'content/en/../x',
    'content/en/../settings/site.yaml',
    'content/en/other.yaml',
    'content/en/texts/other.yaml',
    'content/en/articles/sub/x.md',
    'content/en/articles/x.html',
    'content/en/articles/../../../package.json',
    'content/en/sources.yaml',
    'content/en/texts/home.yaml#kontakt',
  ]) {
    await refused('readEntry', { path: bad });
    await refused('saveEntry', { dataFiles: [{ path: bad, raw }] });
    await refused('translationEntry', { path: bad });
    await refused('markTranslated', { path: bad });
  }
  for (const bad of ['content/en/texts/home.yaml', englishSettings, 'content/../x', englishArticle])
    await refused('startTranslation', { path: bad });
  await refused('startTranslation', { path: germanArticle });
  // An address only an English article's own.
  for (const bad of ['../x', 'Innovation Praxis', '', 'x/y', 'x.md'])
    await refused('renameTranslation', { path: englishArticle, slug: bad });
  for (const bad of [germanArticle, 'content/en/texts/home.yaml', sources])
    await refused('renameTranslation', { path: bad, slug: 'x' });
  for (const bad of [sources, 'content/en/texts/home.yaml', englishSettings])
    await refused('deleteFiles', { paths: [bad] });
  expect(projectHash(root)).toEqual(before);
});

test('with only translations open the publish page says „Startklar“, lists them under their own heading, and publishing is possible', async ({
  page,
  editor,
}) => {
  // Everything done but the translations: complete settings, own pictures, every page text in English.
  writeFileSync(path.join(root, 'content/settings/site.yaml'), `${completeSettings}\nenglish: true\n`);
  cpSync('content/en/texts', path.join(root, 'content/en/texts'), { recursive: true });
  await replaceImages(root);
  await page.goto(editor.admin);
  await editorBar(page).getByRole('link', { name: 'Website veröffentlichen', exact: true }).click();
  await expect(page.getByText('✓ Startklar: keine offenen Punkte.')).toBeVisible({ timeout: 30_000 });
  const notes = page.getByRole('region', {
    name: 'Englische Fassung fehlt oder ist veraltet – blockiert die Veröffentlichung nicht',
  });
  await expect(notes).toBeVisible();
  // Ten of them: folded, as the open items are when there are many.
  await notes.getByText('10 Texte', { exact: true }).click();
  // The page texts were not recorded as translated: „veraltet“; the articles but one „nur Deutsch“.
  const home = notes.getByRole('listitem').filter({ hasText: 'Englische Fassung: „veraltet“' }).first();
  await expect(home.getByRole('link', { name: 'Seitentexte › Startseite' })).toHaveAttribute(
    'href',
    '/admin/#/collections/seiten/entries/home',
  );
  await expect(notes.getByRole('listitem').filter({ hasText: 'Englische Fassung: „nur Deutsch“' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Website bauen' })).toBeEnabled();
  await expect(page.getByText('Erst die offenen Punkte oben erledigen.')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('publish-notes.png'), fullPage: true });
});
