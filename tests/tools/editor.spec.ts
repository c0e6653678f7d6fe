import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { attacks, foreignSite, projectHash } from '../support/editorProbes.ts';
import { npm } from '../support/projectCopy.ts';

// The browser editor as the owner uses it: `npm run edit` in a copy of the project, the
// editor's own app (tools/edit/app/) in Chromium on 127.0.0.1, then the owner's build of what the
// editor wrote. editorApp.spec.ts checks the app's screens further (byte-identical saves, one
// changed word one line, refusals at the field).

const refusal =
  'Abgelehnt: Diese Anfrage kommt nicht von der Editor-Seite selbst (fremde Website, fehlender Schlüssel oder kein JSON) – es wurde nichts gelesen oder geändert.';

const title = 'Übergabe im Familienbetrieb: Größe zählt nicht';
const slug = 'uebergabe-im-familienbetrieb-groesse-zaehlt-nicht';
const description =
  'Wie Familienbetriebe in Kärnten die Übergabe an die nächste Generation planen: Zeitplan, Rollen und die Frage, wer entscheidet.';
const excerpt =
  'Eine Übergabe gelingt, wenn sie früh beginnt und klare Rollen hat. Dieser Beitrag zeigt die Schritte, die sich in der Praxis bewähren.';
const phone = '+43 664 9876543';
const offering = 'Marktanalyse kompakt';

/** Every request any page made while the editor ran, to check that none left the machine. */
const requests: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const editor = fileEditor({ prefix: 'site-editor-' });
let root = '';
let port = 0;
let origin = '';
let admin = '';
let api = '';
test.beforeAll(() => {
  ({ root, port, origin, admin } = editor);
  api = `${origin}/api/v1`;
});

test.beforeEach(({ page }) => {
  page.on('request', (request) => requests.push(request.url()));
});

const file = (relative: string) => editor.file(relative);

const bar = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Editors' });

/** „Speichern“, then the editor's one message of success. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
}

test('npm run edit prints the editor address and serves it on 127.0.0.1 only', async () => {
  expect(editor.output()).toMatch(new RegExp(`Editor bereit \\(\\d+\\.\\d s\\): http://localhost:${port}/admin/`));
  const html = await (await fetch(admin)).text();
  expect(html).toContain('<html lang="de">');
  // Not on the machine's other addresses: the dev server listens on the loopback address only.
  const { networkInterfaces } = await import('node:os');
  const other = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  if (other) await expect(fetch(`http://${other.address}:${port}/admin/`)).rejects.toThrow();
});

/** How many requests the editor has refused so far (it notes each in the terminal). */
const refusedCount = () =>
  editor
    .output()
    .split('\n')
    .filter((line) => line.includes('abgelehnt')).length;

test('another website open in the browser cannot use the editor: no-cors text/plain, a form and JSON without the secret are refused, nothing changes', async ({
  page,
}) => {
  const before = projectHash(root);
  const { origin: foreign, server } = await foreignSite();
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url() === api) statuses.push(response.status());
  });
  await page.goto(`${foreign}/`);
  const refusedBefore = refusedCount();
  for (const attack of attacks) {
    const body = JSON.stringify(attack);
    // A "simple" request: sent cross-site without asking; the page cannot read the answer.
    await page.evaluate(
      ({ url, text }) =>
        fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: text }),
      { url: api, text: body },
    );
    // A form whose text/plain body is the same JSON: name `{"action":…,"x":"` and value `"}`.
    const answered = page.waitForResponse(api);
    await page.evaluate(
      ({ url, text }) => {
        const form = Object.assign(document.createElement('form'), {
          method: 'POST',
          action: url,
          enctype: 'text/plain',
          target: 'sink',
        });
        form.append(
          Object.assign(document.createElement('input'), {
            type: 'hidden',
            name: `${text.slice(0, -1)},"x":"`,
            value: '"}',
          }),
        );
        document.body.append(form);
        form.submit();
      },
      { url: api, text: body },
    );
    await answered;
    // JSON needs the browser's permission first (a preflight): refused, so the POST is never sent.
    const outcome = await page.evaluate(
      ({ url, text }) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text }).then(
          (response) => `answered ${response.status}`,
          (error: Error) => `blocked ${error.name}`,
        ),
      { url: api, text: body },
    );
    expect(outcome).toBe('blocked TypeError');
  }
  // Nor can the page read the editor's page, where the secret is.
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.text().then(() => 'read'),
          () => 'blocked',
        ),
      admin,
    ),
  ).toBe('blocked');
  server.close();

  expect(statuses).toEqual(Array(attacks.length * 2).fill(403));
  // Each no-cors fetch, each form and each preflight reached the editor and was refused there, and
  // so was the read of the editor's page: a fetch from another site (integrations/devServing/).
  expect(refusedCount() - refusedBefore).toBe(attacks.length * 3 + 1);
  expect(projectHash(root)).toEqual(before);
});

/** A POST from a program on this computer, with exactly the headers given (Node's fetch would add its own). */
function post(headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(api, { method: 'POST', headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

test('the same probes from a program: forged Origin, no Origin, no or a wrong secret, not JSON – 403 with the German line, nothing changes', async () => {
  const before = projectHash(root);
  const page = await fetch(admin);
  // The editor's pages may not be framed or read by another site.
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(
    (await fetch(admin, { headers: { Origin: 'http://127.0.0.1:1' } })).headers.get('access-control-allow-origin'),
  ).toBeNull();
  const token = /<meta name="editor-token" content="([^"]+)">/.exec(await page.text())?.[1] ?? '';
  expect(token.length).toBeGreaterThan(30);

  const json = 'application/json; charset=utf-8';
  const probes: Record<string, string>[] = [
    { Origin: 'https://evil.example', 'Content-Type': json, 'X-Editor-Token': token },
    { Origin: `http://127.0.0.1:${port + 1}`, 'Content-Type': json, 'X-Editor-Token': token },
    { 'Content-Type': json, 'X-Editor-Token': token },
    { Origin: origin, 'Content-Type': json },
    { Origin: origin, 'Content-Type': json, 'X-Editor-Token': `${token.slice(0, -1)}x` },
    { Origin: origin, 'Content-Type': 'text/plain', 'X-Editor-Token': token },
  ];
  for (const headers of probes) {
    for (const attack of [...attacks, { action: 'readEntry', params: { path: 'content/settings/site.yaml' } }]) {
      const answer = await post(headers, JSON.stringify(attack));
      expect({ headers, action: attack.action, status: answer.status, answer: answer.body }).toEqual({
        headers,
        action: attack.action,
        status: 403,
        answer: JSON.stringify({ error: refusal }),
      });
    }
  }
  expect(projectHash(root)).toEqual(before);
  // The editor's own origin, with the secret and JSON: the same request is answered.
  const own = { Origin: `http://localhost:${port}`, 'Content-Type': json, 'X-Editor-Token': token };
  expect((await post(own, JSON.stringify({ action: 'history', params: {} }))).status).toBe(200);
  // A picture is taken, under the slug of its name and the extension of its content (a PNG named .JPG).
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#4A6B7C' } })
    .png()
    .toBuffer();
  const asset = {
    path: 'content/images/blog/Team-Foto-Uebergabe.JPG',
    content: png.toString('base64'),
    encoding: 'base64',
  };
  const stored = await post(own, JSON.stringify({ action: 'uploadPicture', params: { asset } }));
  expect(stored.status, stored.body).toBe(200);
  expect(JSON.parse(stored.body)).toMatchObject({
    path: 'content/images/blog/team-foto-uebergabe.png',
    name: 'team-foto-uebergabe.png',
  });
  expect(readFileSync(path.join(root, 'content/images/blog/team-foto-uebergabe.png')).equals(png)).toBe(true);
});

test('Verlauf: a deleted article comes back byte for byte, its restore is undone with „Rückgängig“; a setting goes back to its first value and that restore is undone; the current version is refused with its reason', async ({
  page,
}) => {
  const article = 'content/articles/innovation-praxis.md';
  const original = readFileSync(path.join(root, article));
  const articleTitle = String(
    (parse(/^---\n([\s\S]*?)\n---/.exec(original.toString())?.[1] ?? '') as { title: string }).title,
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  await page.goto(admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: articleTitle }).click();
  await page.getByRole('button', { name: 'Artikel löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'gelöscht' })).toBeVisible();
  expect(existsSync(path.join(root, article))).toBe(false);
  expect(dialogs).toEqual(['Diesen Artikel löschen? Unter „Verlauf“ können Sie ihn wiederherstellen.']);

  await bar(page).getByRole('link', { name: 'Verlauf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  const row = (text: string) => page.getByRole('listitem').filter({ hasText: text });
  const deletion = row(`Artikel „${articleTitle}“ gelöscht – `);
  // A deletion's "Wiederherstellen" is its undo: no second button.
  await expect(deletion.getByRole('button')).toHaveText(['Wiederherstellen']);
  await deletion.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('status')).toContainText(`Artikel „${articleTitle}“ wiederhergestellt (Stand vom `);
  expect(readFileSync(path.join(root, article)).equals(original)).toBe(true);
  // That restore undone on its own entry: the article is gone again, as before the restore …
  await row(`Artikel „${articleTitle}“ wiederhergestellt`).getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status')).toContainText(`Artikel „${articleTitle}“: Wiederherstellen vom `);
  expect(existsSync(path.join(root, article))).toBe(false);
  // … and back, byte for byte, from the deletion's entry.
  await deletion.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(row(`Artikel „${articleTitle}“ wiederhergestellt`)).toHaveCount(2);
  expect(readFileSync(path.join(root, article)).equals(original)).toBe(true);

  // A setting changed twice, in the editor's words: "Speichern", then "Gespeichert".
  await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('link', { name: 'Person und Marke', exact: true }).click();
  const saved: Buffer[] = [];
  for (const tagline of ['Strategie · Marke', 'Strategie · Wachstum']) {
    // As the owner does it: select the old text, type the new one.
    const field = page.getByRole('textbox', { name: 'Zeile unter dem Namen im Logo' });
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(tagline);
    await expect(field).toHaveValue(tagline);
    await save(page);
    expect(file('content/settings/site.yaml')).toContain(`tagline: ${tagline}\n`);
    saved.push(readFileSync(path.join(root, 'content/settings/site.yaml')));
  }

  await bar(page).getByRole('link', { name: 'Verlauf' }).click();
  const saves = row('Einstellungen „Person und Marke“ gespeichert – ');
  await expect(saves).toHaveCount(2);
  // Newest first: the second row is the first value.
  await saves.nth(1).getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Einstellungen „Person und Marke“ wiederhergestellt (Stand vom ',
  );
  expect(readFileSync(path.join(root, 'content/settings/site.yaml')).equals(saved[0] as Buffer)).toBe(true);
  // Undone with "Rückgängig" on the restore's own entry: the file as before the restore, byte for byte.
  await row('Einstellungen „Person und Marke“ wiederhergestellt').getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status')).toContainText('Einstellungen „Person und Marke“: Wiederherstellen vom ');
  expect(readFileSync(path.join(root, 'content/settings/site.yaml')).equals(saved[1] as Buffer)).toBe(true);
  await expect(row('Einstellungen „Person und Marke“: Wiederherstellen vom ')).toBeVisible();

  // The newest save's version is the current one: "Wiederherstellen" says so, changes and records nothing.
  const entries = await page.getByRole('listitem').count();
  await saves.first().getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nicht wiederhergestellt: Dieser Stand ist schon der aktuelle – es wurde nichts geändert. Einen früheren Stand holt „Rückgängig“ oder ein älterer Eintrag zurück.',
  );
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page.getByRole('listitem')).toHaveCount(entries);
  expect(readFileSync(path.join(root, 'content/settings/site.yaml')).equals(saved[1] as Buffer)).toBe(true);
});

test('a new article is refused in German while its category is missing or its description has 20 characters, nothing is written; then it is saved under its slug with valid frontmatter, a heading and a list from the toolbar', async ({
  page,
}) => {
  const target = path.join(root, `content/articles/${slug}.md`);
  await page.goto(admin);
  await bar(page).getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: 'Neuer Artikel' }).click();
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Beschreibung für Suchmaschinen' }).fill(description);
  await page.getByRole('textbox', { name: 'Kurztext' }).fill(excerpt);
  // Icons are chosen by picture and German name.
  await page.getByRole('group', { name: 'Symbol' }).getByRole('radio', { name: 'Handschlag' }).check();
  await page.getByRole('textbox', { name: 'Veröffentlicht am' }).fill('20.11.2026');
  await page.getByRole('textbox', { name: 'Zuletzt geändert am' }).fill('20.11.2026');
  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  await body.fill('Eine Übergabe beginnt Jahre vor dem Stichtag.');

  // No category chosen yet: the choice says so, and the save is refused at it.
  const category = page.getByRole('combobox', { name: 'Kategorie' });
  await expect(category).toHaveValue('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nicht gespeichert: Kategorie – ist leer – erlaubt: Marketing, Innovation, Internationalisierung, Förderung, Strategie',
  );
  await expect(category).toBeFocused();
  await expect(category).toHaveAccessibleDescription(/ist leer – erlaubt: Marketing, Innovation, .*Strategie$/);
  expect(existsSync(target)).toBe(false);

  // A description of 20 characters: refused at it, with the rule.
  await category.selectOption({ label: 'Strategie' });
  const summary = page.getByRole('textbox', { name: 'Beschreibung für Suchmaschinen' });
  await summary.fill('Zu kurz für Google.!');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAccessibleDescription(/hat 20 Zeichen – erlaubt: ein Text mit 50–160 Zeichen$/);
  expect(existsSync(target)).toBe(false);

  // The owner's fix, then a heading and a list made with the toolbar.
  await summary.fill(description);
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nDie drei Schritte');
  await page.getByRole('button', { name: 'Überschrift' }).click();
  await expect(body).toHaveValue(/\n## Die drei Schritte$/);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nZeitplan festlegen\nRollen klären');
  await page.keyboard.press('Shift+ArrowUp');
  await page.getByRole('button', { name: 'Liste' }).click();
  await save(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const saved = file(`content/articles/${slug}.md`);
  const [, frontmatter = '', text = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(saved) ?? [];
  expect(frontmatterSchema.safeParse(parse(frontmatter)).success, saved).toBe(true);
  expect(parse(frontmatter)).toMatchObject({
    title,
    category: 'Strategie',
    icon: 'handshake',
    description,
    excerpt,
    datePublished: '2026-11-20',
  });
  expect(text).toContain('## Die drei Schritte');
  expect(text).toMatch(/^- Zeitplan festlegen$/m);
  expect(text).toMatch(/^- Rollen klären$/m);
});

test('Einstellungen: a new phone number is written into the settings file, its comments and marks kept', async ({
  page,
}) => {
  const before = file('content/settings/site.yaml');
  await page.goto(admin);
  await bar(page).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill(phone);
  await save(page);
  const after = file('content/settings/site.yaml');
  expect(after).toContain(`phone: ${phone}`);
  // Only that line changed: every comment and every other placeholder mark is still there.
  const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
  expect(changed).toEqual([`phone: ${phone}`]);
});

test('Seitentexte: an offering of a service area is changed in the page texts', async ({ page }) => {
  await page.goto(admin);
  await bar(page).getByRole('link', { name: 'Seitentexte' }).click();
  await page.getByRole('link', { name: 'Beratungsfelder', exact: true }).click();
  // The offering's title field, found by what it shows.
  const titles = page.getByRole('textbox', { name: 'Titel der Leistung' });
  await expect(titles.first()).toBeVisible();
  const values = await titles.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  const index = values.indexOf('Positionierungs-Workshop');
  expect(index, values.join(' | ')).toBeGreaterThanOrEqual(0);
  await titles.nth(index).fill(offering);
  await save(page);
  expect(file('content/texts/services.yaml')).toContain(`- title: ${offering}`);
});

test('no request left 127.0.0.1 while the editor ran', () => {
  expect(requests.length).toBeGreaterThan(20);
  expect(
    requests.filter((url) => !/^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url)),
  ).toEqual([]);
});

test('the next build publishes what the editor wrote: article page, blog list, feed, sitemap, phone, offering', async () => {
  test.setTimeout(240_000);
  await editor.stop();
  const build = npm(root, 'build');
  expect(build.code, build.output).toBe(0);
  const dist = (relative: string) => readFileSync(path.join(root, 'dist/client', relative), 'utf8');

  expect(dist(`blog/${slug}.html`)).toContain('Die drei Schritte');
  expect(dist('blog.html')).toContain(`/blog/${slug}`);
  const feed = readdirSync(path.join(root, 'dist/client')).find(
    (name) => /\.(xml|rss)$/.test(name) && name !== 'sitemap.xml',
  );
  expect(feed && dist(feed)).toContain(`/blog/${slug}`);
  expect(dist('sitemap.xml')).toContain(`/blog/${slug}`);

  // The Impressum shows the number (with no-break spaces), every page's structured data dials it.
  expect(dist('impressum.html')).toContain(phone.replaceAll(' ', '\u00A0'));
  expect(dist('impressum.html')).toContain(`href="tel:${phone.replaceAll(' ', '')}"`);
  for (const page of ['index.html', 'impressum.html', `blog/${slug}.html`])
    expect(dist(page)).toContain(`"telephone":"${phone.replaceAll(' ', '')}"`);
  expect(dist('services/marketing.html')).toContain(offering);
  expect(existsSync(path.join(root, 'dist/client/admin'))).toBe(false);
});
