import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { frontmatterSchema } from '../../scripts/articles/frontmatter';
import { npm, ownerEnv, projectCopy } from './support/projectCopy';

// The browser editor as the owner uses it (issue 24): `npm run edit` in a copy of the project, the
// real Decap CMS in Chromium on 127.0.0.1, then the owner's build of what the editor wrote.

const port = Number(process.env.EDITOR_TEST_PORT ?? 4290);
const origin = `http://127.0.0.1:${port}`;
const admin = `${origin}/admin/`;

const title = 'Übergabe im Familienbetrieb: Größe zählt nicht';
const slug = 'uebergabe-im-familienbetrieb-groesse-zaehlt-nicht';
const description = 'Wie Familienbetriebe in Kärnten die Übergabe an die nächste Generation planen: Zeitplan, Rollen und die Frage, wer entscheidet.';
const excerpt = 'Eine Übergabe gelingt, wenn sie früh beginnt und klare Rollen hat. Dieser Beitrag zeigt die Schritte, die sich in der Praxis bewähren.';
const phone = '+43 664 9876543';
const offering = 'Marktanalyse kompakt';

let root = '';
let editor: ChildProcess | undefined;
let editorOutput = '';
/** Every request any page made while the editor ran, to check that none left the machine. */
const requests: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'The editor is for the owner at a desk: one viewport');

test.beforeAll(async () => {
  test.setTimeout(90_000);
  root = projectCopy('site-editor-');
  editor = spawn(process.execPath, ['scripts/edit.mjs'], { cwd: root, env: { ...ownerEnv(), EDITOR_PORT: String(port) }, detached: true });
  editor.stdout?.on('data', (chunk) => {
    editorOutput += String(chunk);
  });
  editor.stderr?.on('data', (chunk) => {
    editorOutput += String(chunk);
  });
  const deadline = Date.now() + 60_000;
  while (!editorOutput.includes('/admin/') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(editorOutput, editorOutput).toContain(`Editor bereit`);
});

/** Ends the editor as the owner does, with Ctrl+C (SIGINT to its process group). */
function stopEditor() {
  if (editor?.pid && editor.exitCode === null) process.kill(-editor.pid, 'SIGINT');
}

test.afterAll(() => {
  stopEditor();
  if (root) rmSync(root, { recursive: true, force: true });
});

test.beforeEach(({ page }) => {
  page.on('request', (request) => requests.push(request.url()));
});

const file = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** Opens an entry of the editor and waits until its form shows `text` (e.g. its first label). */
async function open(page: Page, hash: string, text: string) {
  await page.goto(`${admin}#/${hash}`);
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

/** Picks a value of a select field (Decap uses react-select). */
async function choose(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.keyboard.press('Enter');
}

/** Decap's "Veröffentlichen" → "Jetzt veröffentlichen". */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByText('Jetzt veröffentlichen', { exact: true }).click();
}

async function fillArticle(page: Page, values: { description: string; category?: string }) {
  await page.getByLabel('Titel', { exact: true }).fill(title);
  if (values.category) await choose(page, 'Kategorie', values.category);
  await page.getByLabel('Beschreibung für Suchmaschinen', { exact: true }).fill(values.description);
  await page.getByLabel('Kurztext', { exact: true }).fill(excerpt);
  await choose(page, 'Symbol', 'handshake');
  await page.getByLabel('Veröffentlicht am', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Zuletzt geändert am', { exact: true }).fill('2026-11-20');
}

test('npm run edit prints the editor address and serves it on 127.0.0.1 only', async () => {
  expect(editorOutput).toMatch(new RegExp(`Editor bereit \\(\\d+\\.\\d s\\): http://localhost:${port}/admin/`));
  const html = await (await fetch(admin)).text();
  expect(html).toContain('<html lang="de">');
  // Not on the machine's other addresses: the dev server listens on the loopback address only.
  const { networkInterfaces } = await import('node:os');
  const other = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  if (other) await expect(fetch(`http://${other.address}:${port}/admin/`)).rejects.toThrow();
});

test('a description of 20 characters and an article without a category are refused in German, nothing is written', async ({ page }) => {
  await open(page, 'collections/artikel/new', 'Titel');
  await fillArticle(page, { description: 'Zu kurz für Google.!', category: 'Strategie' });
  await publish(page);
  await expect(page.getByText('Erlaubt: ein Text mit 50–160 Zeichen')).toBeVisible();

  expect(existsSync(path.join(root, `content/articles/${slug}.md`))).toBe(false);

  // A new form (a new tab: the editor keeps an unsaved draft while it runs in a tab).
  const second = await page.context().newPage();
  second.on('request', (request) => requests.push(request.url()));
  await open(second, 'collections/artikel/new', 'Titel');
  await fillArticle(second, { description });
  await second.locator('[data-slate-editor]').click();
  await second.keyboard.type('Ein Absatz.');
  await publish(second);
  await expect(second.getByText('Kategorie ist erforderlich', { exact: false })).toBeVisible();
  expect(existsSync(path.join(root, `content/articles/${slug}.md`))).toBe(false);
});

test('an article written in the editor is saved under its slug with valid frontmatter', async ({ page }) => {
  await open(page, 'collections/artikel/new', 'Titel');
  await fillArticle(page, { description, category: 'Strategie' });
  const body = page.locator('[data-slate-editor]');
  await body.click();
  await page.keyboard.type('Eine Übergabe beginnt Jahre vor dem Stichtag.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Überschriften' }).click();
  await page.getByRole('menuitem', { name: 'Überschrift 2' }).click();
  await page.keyboard.type('Die drei Schritte');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Aufzählungsliste' }).click();
  await page.keyboard.type('Zeitplan festlegen');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rollen klären');
  await publish(page);
  await expect(page.getByText('Beitrag gespeichert', { exact: false })).toBeVisible({ timeout: 15_000 });

  const saved = file(`content/articles/${slug}.md`);
  const [, frontmatter = '', text = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(saved) ?? [];
  expect(frontmatterSchema.safeParse(parse(frontmatter)).success, saved).toBe(true);
  expect(parse(frontmatter)).toMatchObject({ title, category: 'Strategie', icon: 'handshake', description, excerpt, datePublished: '2026-11-20' });
  expect(text).toContain('## Die drei Schritte');
  expect(text).toMatch(/^[-*] Zeitplan festlegen$/m);
  expect(text).toMatch(/^[-*] Rollen klären$/m);
});

test('Einstellungen: a new phone number is written into the settings file, its comments and marks kept', async ({ page }) => {
  const before = file('content/settings/site.yaml');
  await open(page, 'collections/einstellungen/entries/kontakt', 'Telefonnummer');
  await page.getByLabel('Telefonnummer', { exact: true }).fill(phone);
  await publish(page);
  await expect(page.getByText('Beitrag gespeichert', { exact: false })).toBeVisible({ timeout: 15_000 });
  const after = file('content/settings/site.yaml');
  expect(after).toContain(`phone: ${phone}`);
  // Only that line changed: every comment and every other placeholder mark is still there.
  const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
  expect(changed).toEqual([`phone: ${phone}`]);
});

test('Seiten: an offering of a service is changed in the page texts', async ({ page }) => {
  await open(page, 'collections/seiten/entries/services', 'Die vier Beratungsfelder');
  // A list entry opens with the arrow in its bar, above its title.
  const expand = (entry: string) => page.getByText(entry, { exact: true }).first().locator('xpath=..').getByRole('button').first().click();
  await expand('Marketing & Go-to-Market');
  await expand('Positionierungs-Workshop');
  const input = page.locator('input[value="Positionierungs-Workshop"]');
  await input.fill(offering);
  await publish(page);
  await expect(page.getByText('Beitrag gespeichert', { exact: false })).toBeVisible({ timeout: 15_000 });
  expect(file('content/pages/services.yaml')).toContain(`- title: ${offering}`);
});

test('no request left 127.0.0.1 while the editor ran', () => {
  expect(requests.length).toBeGreaterThan(20);
  expect(requests.filter((url) => !/^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url))).toEqual([]);
});

test('the next build publishes what the editor wrote: article page, blog list, feed, sitemap, phone, offering', () => {
  test.setTimeout(240_000);
  stopEditor();
  const build = npm(root, 'build');
  expect(build.code, build.output).toBe(0);
  const dist = (relative: string) => readFileSync(path.join(root, 'dist/client', relative), 'utf8');

  expect(dist(`blog/${slug}.html`)).toContain('Die drei Schritte');
  expect(dist('blog.html')).toContain(`/blog/${slug}`);
  const feed = readdirSync(path.join(root, 'dist/client')).find((name) => /\.(xml|rss)$/.test(name) && name !== 'sitemap.xml');
  expect(feed && dist(feed)).toContain(`/blog/${slug}`);
  expect(dist('sitemap.xml')).toContain(`/blog/${slug}`);

  // The Impressum shows the number (with no-break spaces), every page's structured data dials it.
  expect(dist('impressum.html')).toContain(phone.replaceAll(' ', '\u00A0'));
  expect(dist('impressum.html')).toContain(`href="tel:${phone.replaceAll(' ', '')}"`);
  for (const page of ['index.html', 'impressum.html', `blog/${slug}.html`]) expect(dist(page)).toContain(`"telephone":"${phone.replaceAll(' ', '')}"`);
  expect(dist('services/marketing.html')).toContain(offering);
  expect(existsSync(path.join(root, 'dist/client/admin'))).toBe(false);
});
