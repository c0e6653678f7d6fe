import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { servedFolder } from '../../tests/support/deployServers.ts';
import { type RunningEditor, startEditor } from '../../tests/support/editorProcess.ts';
import { editorBar, fillNewArticle, openScreen, saveEntry } from '../../tests/support/editorScreens.ts';
import { copyProjectInto, ownerEnv } from '../../tests/support/projectCopy.ts';
import { completeSettings } from '../../tests/support/settingsProject.ts';
import { startWalkHost } from './walkHost.ts';
import { siteNames, walkPorts } from './walkPorts.ts';
import { walkRecord } from './walkRecord.ts';

// The owner's walk (docs/walk.md): what a new owner does in their first weeks, by clicking
// the visible names of the editor at 390 px, on fresh copies of the project, with a local SFTP
// server as their host. Each step is timed from the click to the visible result and photographed
// into reports/walk/; a step that fails is recorded and the walk goes on.

const record = walkRecord(path.resolve('reports/walk'));
const step = record.step;
const passphrase = 'Walk-Passphrase-8kQ2';
const wide = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

let work = '';
let host: Awaited<ReturnType<typeof startWalkHost>>;
const editors: RunningEditor[] = [];

test.describe.configure({ mode: 'serial' });

/** A fresh copy of the project on a computer of the walk, its editor running, its address. */
async function computer(folderName: string) {
  const root = copyProjectInto(path.join(work, folderName));
  // The owner's key file is on each computer; its passphrase only in their head.
  writeFileSync(path.join(root, '.env.deploy'), `DEPLOY_SSH_KEY=${host.sftp.keyFile}\n`);
  const inherited = Object.fromEntries(
    Object.entries(ownerEnv()).filter(
      ([key]) => !key.startsWith('DEPLOY_') && !['CHECK_HOST_CONNECT_TO', 'NODE_EXTRA_CA_CERTS'].includes(key),
    ),
  );
  const editor = await startEditor(root, { ...inherited, ...host.env });
  editors.push(editor);
  return { root, admin: `http://127.0.0.1:${editor.port}/admin/` };
}

/** A photo as a phone or a camera makes it, in the work folder. */
async function photo(name: string, width: number, height: number, background: string) {
  const file = path.join(work, name);
  writeFileSync(
    file,
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

const titleIn = (root: string, slug: string) =>
  String(
    (
      parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, `content/articles/${slug}.md`), 'utf8'))?.[1] ?? '',
      ) as { title: string }
    ).title,
  );

const textField = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });
const launchState = (page: Page) => page.getByText(/^(✓ Startklar|Noch nicht startklar)/).first();
const twoVersions = (page: Page) => page.getByRole('region', { name: 'Zwei Fassungen – welche soll bleiben?' });

/** The first of `outcomes` to show, as its text. */
async function firstShown(outcomes: Locator[], timeout = 60_000): Promise<string> {
  const any = outcomes.reduce((all, one) => all.or(one));
  await any.first().waitFor({ timeout });
  return (await any.first().innerText()).trim();
}

/** The publish result's box (its first line ✓, ✗ or ⚠ and what follows), or '' while there is none. */
const outcome = (page: Page) =>
  page
    .getByRole('status')
    .getByText(/^(✓ Veröffentlicht\.|✗ Nicht veröffentlicht\.|⚠ )/)
    .first()
    .locator('..')
    .innerText({ timeout: 1_000 })
    .catch(() => '');

/** Waits for a result other than `before` (the last run's, still shown until the new one ends). */
async function newOutcome(page: Page, before: string, seen: () => void) {
  const changed = async () => {
    const now = await outcome(page);
    return now !== '' && now !== before;
  };
  await expect.poll(changed, { timeout: 300_000, intervals: [250] }).toBe(true);
  seen();
  return outcome(page);
}

/** Answers a question the editor may ask (a server's key, replacing the work) before `otherwise` shows. */
async function answerIfAsked(page: Page, dialog: string, button: string, otherwise: Locator) {
  const question = page.getByRole('alertdialog', { name: dialog });
  await question.or(otherwise).first().waitFor({ timeout: 120_000 });
  if (await question.isVisible()) await question.getByRole('button', { name: button }).click();
}

/** Opens „Website veröffentlichen“ from the bar and returns the launch list's verdict. */
async function launchList(page: Page) {
  await editorBar(page).getByRole('link', { name: 'Website veröffentlichen', exact: true }).click();
  await expect(launchState(page)).toBeVisible({ timeout: 60_000 });
  return (await launchState(page).innerText()).trim();
}

/** Follows a launch item's link, opening its folded group of the list first, as the owner does. */
async function followLaunchItem(page: Page, name: string) {
  const group = page
    .locator('details')
    .filter({ has: page.getByRole('link', { name, includeHidden: true }) })
    .first();
  if ((await group.count()) && !(await group.evaluate((details) => (details as HTMLDetailsElement).open)))
    await group.locator('summary').click();
  await page.getByRole('link', { name }).first().click();
}

/** Fills fields of a settings section by their visible labels; `click` marks „Speichern“, which follows. */
async function fillSection(
  page: Page,
  admin: string,
  section: string,
  values: Record<string, string>,
  click = () => {},
) {
  await openScreen(page, admin, 'Einstellungen', section);
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).first().fill(value);
  click();
  await saveEntry(page);
}

/** Two tabs of `context` save the same article: the second is refused and keeps its own text. */
async function twoTabs(context: BrowserContext, admin: string, title: string, label: string) {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await openScreen(page, admin, 'Artikel', title);
    await textField(page).waitFor();
  }
  await textField(first).fill(`${(await textField(first).inputValue()).trimEnd()}\n\nSatz aus Tab 1 (${label}).\n`);
  await saveEntry(first);
  await textField(second).fill(`${(await textField(second).inputValue()).trimEnd()}\n\nSatz aus Tab 2 (${label}).\n`);
  return { first, second };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(path.join(tmpdir(), 'site-walk-'));
  // The web server's unprivileged workers read the uploaded site inside it.
  servedFolder(work);
  host = await startWalkHost(work, passphrase);
});

test.afterAll(async () => {
  for (const editor of editors) await editor.stop();
  await host?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the owner’s walk, step by step, at 390 px (and steps 1, 4 and 7 at 1280 px)', async ({ browser }) => {
  const first = await computer('erster-computer');
  const { admin, root } = first;
  const context = await browser.newContext();
  let page = await context.newPage();
  const newTitle = 'Markteintritt in Österreich';
  const draftTitle = titleIn(root, 'innovation-praxis');
  const futureTitle = titleIn(root, 'internationalisierung-strategie');

  // 1. The first launch.
  await step(
    page,
    '01-startliste',
    'opened the editor, clicked „Website veröffentlichen“: the launch list',
    async (t) => {
      await page.goto(admin);
      await expect(editorBar(page)).toBeVisible({ timeout: 60_000 });
      t.click();
      const seen = await launchList(page);
      t.seen();
      await t.shot(page);
      await page.setViewportSize(wide);
      await t.shot(page, '1280');
      await page.setViewportSize(phone);
      return seen;
    },
  );
  await step(
    page,
    '02-angaben',
    'typed name, brand, contact, address and legal data into „Einstellungen“, „Speichern“ after each section',
    async (t) => {
      await fillSection(page, admin, 'Person und Marke', {
        'Marke (Geschäftsbezeichnung)': 'Berger Strategieberatung',
        'Kurzform der Marke': 'Berger',
        Initialen: 'EB',
        'Ihr Name': 'Elisabeth Berger',
      });
      await fillSection(page, admin, 'Kontakt', {
        'E-Mail-Adresse': 'office@berger-strategie.test',
        Telefonnummer: '+43 664 2345678',
      });
      await fillSection(page, admin, 'Adresse', { Straße: 'Hauptplatz 3', Postleitzahl: '9500', Ort: 'Villach' });
      await fillSection(
        page,
        admin,
        'Rechtliches (Impressum und Datenschutz)',
        { Gewerbebehörde: 'Magistrat der Stadt Villach', 'UID-Nummer': 'ATU12345675' },
        t.click,
      );
      t.seen();
      return `${await page.getByRole('status').filter({ hasText: 'Gespeichert' }).first().innerText()} (time: the last „Speichern“)`;
    },
  );
  await step(
    page,
    '03-bilder',
    'replaced the portrait and the social picture: their launch items, „Foto wählen“',
    async (t) => {
      const replaced = page.getByRole('status').filter({ hasText: 'Bild ersetzt' }).first();
      await launchList(page);
      await followLaunchItem(page, 'Ihr Porträt');
      await page
        .getByLabel('Ihr Porträt: Foto wählen')
        .setInputFiles(await photo('Portraet.jpg', 1200, 1600, '#4A6B7C'));
      await expect(replaced).toBeVisible({ timeout: 30_000 });
      await launchList(page);
      await followLaunchItem(page, 'Vorschaubild für soziale Netzwerke');
      const social = await photo('Vorschaubild.jpg', 1200, 630, '#2A4B5C');
      t.click();
      await page.getByLabel('Vorschaubild für soziale Netzwerke: Foto wählen').setInputFiles(social);
      await expect(replaced).toBeVisible({ timeout: 30_000 });
      t.seen();
      return `${await replaced.innerText()} (time: the social picture)`;
    },
  );
  await step(
    page,
    '04-startliste-danach',
    'the remaining template values confirmed (written into the settings by the walk, not clicked); the launch list again',
    async (t) => {
      const settings = path.join(root, 'content/settings/site.yaml');
      // The template values the owner would confirm one by one: here the complete settings of the
      // tests, with the template's sections „Sprachen“ and „Veröffentlichen“ (headings, guidance) kept.
      const publishing = /^# ─── Sprachen[\s\S]*$/m.exec(readFileSync(settings, 'utf8'))?.[0] ?? 'deploy: null\n';
      writeFileSync(settings, completeSettings.replace(/^deploy: null\n?/m, publishing));
      await page.reload();
      t.click();
      return launchList(page);
    },
  );
  await step(
    page,
    '05-ziel',
    'typed server, port, user name and folder into Einstellungen › Veröffentlichen, „Speichern“',
    async (t) => {
      const settings = path.join(root, 'content/settings/site.yaml');
      try {
        await openScreen(page, admin, 'Einstellungen', 'Veröffentlichen');
        const protocol = page.getByLabel('Protokoll', { exact: true });
        if ((await protocol.evaluate((element) => element.tagName)) === 'SELECT')
          await protocol.selectOption({ label: 'SFTP' });
        else await page.getByRole('radio', { name: /^SFTP/ }).check();
        for (const [label, value] of Object.entries({
          Server: '127.0.0.1',
          Port: String(walkPorts.relay),
          Benutzername: host.sftp.user,
          'Ordner am Server': host.folder,
        }))
          await page.getByLabel(label, { exact: true }).fill(value);
        t.click();
        await saveEntry(page);
      } catch (error) {
        // Not to be done by clicking: the target goes into the settings file, as the guide says, so the walk goes on.
        const target = `deploy:\n  protocol: sftp\n  host: 127.0.0.1\n  port: ${walkPorts.relay}\n  user: ${host.sftp.user}\n  folder: ${host.folder}`;
        writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^deploy: null$/m, target));
        throw error;
      }
      return page.getByRole('status').filter({ hasText: 'Gespeichert' }).first().innerText();
    },
  );

  // 2. A new article with a photo; 3. one word changed.
  await step(page, '06-neuer-artikel', '„Neuer Artikel“ with a 3024 × 4032 phone photo, „Speichern“', async (t) => {
    await openScreen(page, admin, 'Artikel', 'Neuer Artikel');
    await fillNewArticle(page, newTitle, 'Ein erster Absatz über den Markteintritt.\n');
    await page.getByRole('button', { name: 'Bild' }).click();
    await page.getByLabel('Bilddatei').setInputFiles(await photo('IMG_2041.JPG', 3024, 4032, '#6B4A2A'));
    await page.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Ein Stadtplatz in Villach');
    await page.getByRole('button', { name: 'Bild hochladen und einfügen' }).click();
    await expect(textField(page)).toHaveValue(/!\[Ein Stadtplatz in Villach\]/, { timeout: 30_000 });
    t.click();
    await saveButton(page).click();
    const saved = page.getByRole('status').filter({ hasText: 'Gespeichert' });
    await expect(saved).toBeVisible({ timeout: 120_000 });
    return saved.innerText();
  });
  await step(page, '07-ein-wort', 'changed one word of the new article, „Speichern“', async (t) => {
    await textField(page).fill((await textField(page).inputValue()).replace('erster', 'kurzer'));
    t.click();
    await saveButton(page).click();
    const saved = page.getByRole('status').filter({ hasText: 'Gespeichert' });
    await expect(saved).toBeVisible({ timeout: 60_000 });
    return saved.innerText();
  });

  // 4. Two tabs save the same article, at 390 and at 1280 px.
  for (const [suffix, size] of [
    ['', phone],
    ['1280', wide],
  ] as const) {
    const tabs = await browser.newContext({ viewport: size });
    await step(
      page,
      suffix ? '08-zwei-tabs-1280' : '08-zwei-tabs',
      `two tabs save the same article${suffix ? ' (1280 px)' : ''}, then „Meine Fassung speichern“`,
      async (t) => {
        const { first: one, second: two } = await twoTabs(tabs, admin, newTitle, suffix || '390');
        t.click();
        await saveButton(two).click();
        const refusal = two.getByRole('alert').filter({ hasText: 'in einem anderen Fenster oder Tab' });
        await expect(refusal).toBeVisible({ timeout: 30_000 });
        t.seen();
        const seen = await refusal.innerText();
        t.note(seen);
        await expect(twoVersions(two)).toBeVisible();
        await t.shot(two);
        await twoVersions(two).getByRole('button', { name: 'Meine Fassung speichern' }).click();
        await expect(two.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
        await t.shot(two, 'behalten');
        await one.close();
        return `${seen} → „Meine Fassung speichern“: saved`;
      },
    );
    await tabs.close();
  }

  // 5. A crash mid-text.
  await step(
    page,
    '09-absturz',
    'closed the tab mid-text without saving (a crash), opened the article again',
    async (t) => {
      // The browser crashes with the article open in the editor's tab: no question, no save.
      const before = page;
      await openScreen(before, admin, 'Artikel', newTitle);
      await textField(before).fill(`${(await textField(before).inputValue()).trimEnd()}\n\nNoch nicht gespeichert.\n`);
      await before.close({ runBeforeUnload: false });
      // The owner opens the editor again, from their bookmark.
      page = await context.newPage();
      t.click();
      await page.goto(admin);
      await openScreen(page, admin, 'Artikel', newTitle);
      const offer = page.getByRole('region', { name: 'Nicht gespeicherte Änderungen' });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      t.seen();
      const seen = await offer.innerText();
      await t.shot(page);
      await offer.getByRole('button', { name: 'Wiederherstellen' }).click();
      await textField(page).press('Control+s');
      await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
      return `${seen} → „Wiederherstellen“, Ctrl+S: saved`;
    },
  );

  // 6. A draft, and an article dated in the future.
  await step(page, '10-entwurf', `marked „${draftTitle}“ „Entwurf“, „Speichern“`, async (t) => {
    await openScreen(page, admin, 'Artikel', draftTitle);
    await page
      .getByText(/^Entwurf/)
      .first()
      .click();
    const note = page.getByRole('note').filter({ hasText: 'nicht auf die veröffentlichte Website' });
    await expect(note).toBeVisible();
    t.click();
    await saveEntry(page);
    return note.innerText();
  });
  await step(page, '11-zukunft', `dated „${futureTitle}“ 01.03.2099, „Speichern“`, async (t) => {
    await openScreen(page, admin, 'Artikel', futureTitle);
    await page.getByRole('textbox', { name: 'Veröffentlicht am' }).fill('01.03.2099');
    await page.getByRole('textbox', { name: 'Zuletzt geändert am' }).fill('01.03.2099');
    const note = page.getByRole('note').filter({ hasText: '01.03.2099' });
    await expect(note).toBeVisible();
    t.click();
    await saveEntry(page);
    return note.innerText();
  });

  // 7. Publish: the server's key, the passphrase asked in the editor, the result.
  const publish = publishButton(page);
  await step(
    page,
    '12-veroeffentlichen',
    'typed the key’s passphrase, „Website jetzt veröffentlichen“, „Diesem Server vertrauen“',
    async (t) => {
      const verdict = await launchList(page);
      t.note(verdict);
      await page.getByLabel('Passphrase Ihres SSH-Schlüssels für diesen Upload').fill(passphrase);
      await publish.click();
      const question = page.getByRole('alertdialog', { name: 'Diesem Server vertrauen?' });
      await expect(question).toBeVisible({ timeout: 60_000 });
      await t.shot(page, 'frage');
      t.click();
      await question.getByRole('button', { name: 'Diesem Server vertrauen' }).click();
      const done = page.getByText(/^(✓ Veröffentlicht\.|✗ Nicht veröffentlicht\.|⚠ )/).first();
      await expect(done).toBeVisible({ timeout: 600_000 });
      t.seen();
      const seen = await done.innerText();
      const checked = await page
        .getByRole('listitem')
        .filter({ hasText: /^(✓ Alles in Ordnung|✗ )/ })
        .first()
        .innerText()
        .then((line) => `(${line.slice(0, 70)} …)`)
        .catch(() => '');
      await t.shot(page);
      await page.setViewportSize(wide);
      await t.shot(page, '1280');
      await page.setViewportSize(phone);
      return `${verdict} → „Diesem Server vertrauen?“ → ${seen} ${checked}`;
    },
  );
  await step(
    page,
    '13-live',
    'opened the published site (its address typed), clicked „Insights“ (the blog)',
    async (t) => {
      const site = await context.newPage();
      t.click();
      await site.goto(`https://${siteNames[0]}/`);
      // The site's own link to the blog („Insights“), in the phone's menu or in the header.
      const blog = site.getByRole('link', { name: 'Insights', exact: true });
      if (!(await blog.first().isVisible())) await site.getByRole('button', { name: 'Menü öffnen' }).click();
      await blog.filter({ visible: true }).first().click();
      const main = site.getByRole('main');
      try {
        await expect(main.getByText(newTitle).first()).toBeVisible({ timeout: 30_000 });
      } catch (error) {
        t.note(`${site.url()}: ${await site.title()}`);
        await t.shot(site, 'seite');
        throw error;
      }
      t.seen();
      const shown = (title: string) => main.getByText(title, { exact: false }).count();
      const [draft, future] = [await shown(draftTitle), await shown(futureTitle)];
      await t.shot(site);
      await site.close();
      return `„${newTitle}“ is listed; the draft „${draftTitle}“: ${draft ? 'listed ✗' : 'absent ✓'}; „${futureTitle}“ (2099): ${future ? 'listed ✗' : 'absent ✓'}`;
    },
  );

  // 8. A failed publish: no password, a wrong one, the server gone.
  const envFile = path.join(root, '.env.deploy');
  await step(
    page,
    '14-ohne-passwort',
    'a computer without a stored password: „Website jetzt veröffentlichen“ with the field empty',
    async (t) => {
      // A computer that holds neither a key nor a password: the editor asks for the password.
      writeFileSync(envFile, '');
      await page.reload();
      await launchList(page);
      t.click();
      await publish.click();
      return firstShown([page.getByRole('alert'), page.getByText(/^Bitte geben Sie zuerst/)]);
    },
  );
  await step(page, '15-falsches-passwort', 'typed a wrong password, „Website jetzt veröffentlichen“', async (t) => {
    await page.getByLabel('Passwort für diesen Upload').fill('Falsches-Passwort-Qm4');
    const before = await outcome(page);
    t.click();
    await publish.click();
    return newOutcome(page, before, t.seen);
  });
  await step(
    page,
    '16-server-weg',
    'the server gone (its connection cut): passphrase, „Website jetzt veröffentlichen“',
    async (t) => {
      writeFileSync(envFile, `DEPLOY_SSH_KEY=${host.sftp.keyFile}\n`);
      await host.door.cut();
      try {
        await page.reload();
        await launchList(page);
        await page.getByLabel('Passphrase Ihres SSH-Schlüssels für diesen Upload').fill(passphrase);
        const before = await outcome(page);
        t.click();
        await publish.click();
        return await newOutcome(page, before, t.seen);
      } finally {
        await host.door.start();
      }
    },
  );

  // 9. Undo in „Verlauf“.
  await step(page, '17-verlauf', '„Verlauf“, „Rückgängig“ on the newest change', async (t) => {
    await editorBar(page).getByRole('link', { name: 'Verlauf', exact: true }).click();
    const latest = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Rückgängig' }) })
      .first();
    const what = (await latest.innerText()).split('\n')[0] ?? '';
    t.click();
    await latest.getByRole('button', { name: 'Rückgängig' }).click();
    const status = page.getByRole('status').first();
    await expect(status).toBeVisible({ timeout: 30_000 });
    return `„${what}“ → ${await status.innerText()}`;
  });

  // 10. A ZIP backup, and the server's copies.
  const zip = path.join(work, 'website-sicherung.zip');
  await step(page, '18-zip', '„Sicherung“ › „Sicherung herunterladen“ (the ZIP)', async (t) => {
    await editorBar(page).getByRole('link', { name: 'Sicherung', exact: true }).click();
    const downloading = page.waitForEvent('download');
    t.click();
    await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
    await (await downloading).saveAs(zip);
    const status = page.getByRole('status').filter({ hasText: 'heruntergeladen' });
    await expect(status).toBeVisible({ timeout: 60_000 });
    return status.innerText();
  });
  await step(
    page,
    '19-server-sicherung',
    '„Sicherungen am Server anzeigen“: the copies each publish leaves on the server',
    async (t) => {
      const part = page.getByRole('region', { name: 'Sicherung vom Server zurückholen' });
      await fillServer(part);
      t.click();
      await part.getByRole('button', { name: 'Sicherungen am Server anzeigen' }).click();
      const copies = part.getByRole('group', { name: 'Welche Sicherung zurückholen?' });
      await answerIfAsked(page, 'Diesem Server vertrauen?', 'Diesem Server vertrauen', copies);
      await expect(copies.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
      return (await copies.locator('label').allInnerTexts()).join('; ');
    },
  );
  await context.close();

  // 11. A new computer: back from the server copy, and from the ZIP.
  for (const from of ['server', 'zip'] as const) {
    const other = await computer(from === 'server' ? 'neuer-computer/website' : 'dritter-computer/website');
    const fresh = await browser.newContext();
    const owner = await fresh.newPage();
    const name = from === 'server' ? '20-neu-vom-server' : '22-neu-aus-zip';
    await step(
      owner,
      name,
      from === 'server'
        ? 'a new computer (fresh copy): „Sicherung zurückholen“ › from the server, „Gewählte Sicherung zurückholen“'
        : 'a third computer (fresh copy): „Sicherung zurückholen“ › from the ZIP file',
      async (t) => {
        await owner.goto(other.admin);
        await owner.getByRole('link', { name: 'Sicherung zurückholen' }).first().click({ timeout: 60_000 });
        let part: Locator;
        if (from === 'server') {
          part = owner.getByRole('region', { name: 'Sicherung vom Server zurückholen' });
          await fillServer(part);
          await part.getByRole('button', { name: 'Sicherungen am Server anzeigen' }).click();
          const copies = part.getByRole('group', { name: 'Welche Sicherung zurückholen?' });
          await answerIfAsked(owner, 'Diesem Server vertrauen?', 'Diesem Server vertrauen', copies);
          t.click();
          await part.getByRole('button', { name: 'Gewählte Sicherung zurückholen' }).click({ timeout: 60_000 });
        } else {
          part = owner.getByRole('region', { name: 'Sicherung aus einer Datei zurückholen' });
          await owner.getByLabel('Sicherungsdatei').setInputFiles(zip);
          t.click();
          await owner.getByRole('button', { name: 'Sicherung zurückholen', exact: true }).click();
        }
        const status = part.getByRole('status').filter({ hasText: 'wiederhergestellt' });
        await answerIfAsked(owner, 'Ihre jetzigen Inhalte werden ersetzt', 'Ja, Inhalte ersetzen', status);
        await expect(status).toBeVisible({ timeout: 120_000 });
        return status.innerText();
      },
    );
    await step(
      owner,
      name.replace(/^(\d+)/, (n) => String(Number(n) + 1)).replace(/-(vom|aus).*/, '-startliste'),
      'then the launch list',
      async (t) => {
        t.click();
        const verdict = await launchList(owner);
        const items = await owner
          .getByRole('region', { name: 'Vor dem Veröffentlichen' })
          .getByRole('listitem')
          .allInnerTexts()
          .catch(() => []);
        return items.length ? `${verdict} ${items.join('; ')}` : verdict;
      },
    );
    await fresh.close();
    await editors.at(-1)?.stop();
  }

  // 12. The English version: switched on, the new article translated beside the German and
  // published; then one English word changed and published again.
  const english = await browser.newContext();
  page = await english.newPage();
  const englishRow = () => page.getByRole('listitem').filter({ hasText: newTitle });
  await step(
    page,
    '24-englisch-an',
    'Einstellungen › Sprachen: „Englische Fassung“ switched on, „Speichern“; „Englisch“: the status of every text',
    async (t) => {
      await openScreen(page, admin, 'Einstellungen', 'Sprachen');
      const toggle = page.getByRole('switch', { name: 'Englische Fassung' });
      // The switch's track lies over its box: the owner taps the track.
      await toggle.locator('..').click();
      await expect(toggle).toBeChecked();
      await saveEntry(page);
      t.click();
      await editorBar(page).getByRole('link', { name: 'Englisch', exact: true }).click();
      await expect(englishRow()).toBeVisible({ timeout: 30_000 });
      t.seen();
      await t.shot(page);
      const statuses = await page.getByRole('listitem').allInnerTexts();
      const count = (status: string) => statuses.filter((line) => line.includes(status)).length;
      return `„nur Deutsch“: ${count('nur Deutsch')}, „übersetzt“: ${count('übersetzt')}, „veraltet“: ${count('veraltet')}; „${newTitle}“: ${(await englishRow().innerText()).replace(/\s+/g, ' ')}`;
    },
  );
  await step(
    page,
    '25-englisch-anlegen',
    `„Englische Fassung anlegen“ for „${newTitle}“, „Deutscher Text“ tapped, translated, „Speichern“, an English address`,
    async (t) => {
      await englishRow().getByRole('button', { name: 'Englische Fassung anlegen' }).click();
      await page.getByRole('button', { name: 'Deutscher Text' }).click();
      await t.shot(page, 'deutsch');
      await page.getByRole('textbox', { name: /Titel/ }).first().fill('Market entry in Austria');
      await page
        .getByRole('textbox', { name: /^Beschreibung für Suchmaschinen/ })
        .fill('How a company plans its entry into the Austrian market: the steps, the funding and the usual mistakes.');
      await page.getByRole('textbox', { name: /^Kurztext/ }).fill('The steps, the funding and the usual mistakes.');
      const text = textField(page);
      await text.fill(
        (await text.inputValue())
          .replace('Ein kurzer Absatz über den Markteintritt.', 'A short paragraph on entering the Austrian market.')
          .replace('Ein Stadtplatz in Villach', 'A town square in Villach'),
      );
      await saveEntry(page);
      const address = page.getByRole('textbox', { name: 'Adresse der englischen Seite' });
      await address.fill('Market entry in Austria');
      t.click();
      await page.getByRole('button', { name: 'Adresse ändern' }).click();
      const changed = page.getByText('Adresse geändert.', { exact: false }).first();
      await expect(changed).toBeVisible({ timeout: 30_000 });
      t.seen();
      await t.shot(page);
      return `${await changed.innerText()} (time: „Adresse ändern“)`;
    },
  );
  await step(
    page,
    '26-englisch-startklar',
    'the launch list: each English template value followed by its link, „Beispielwert passt – übernehmen“',
    async (t) => {
      const first = await launchList(page);
      t.note(first);
      await t.shot(page, 'liste');
      let verdict = first;
      let confirmed = 0;
      for (let round = 0; round < 6 && verdict.startsWith('Noch nicht startklar'); round++) {
        await page
          .getByRole('region', { name: 'Vor dem Veröffentlichen' })
          .getByRole('listitem')
          .first()
          .getByRole('link')
          .first()
          .click();
        const confirm = page.getByRole('button', { name: /^Beispielwert passt – übernehmen/ });
        await confirm.first().waitFor();
        for (let left = await confirm.count(); left > 0; left--) {
          if (left === 1) t.click();
          await confirm.first().click();
          await expect(confirm).toHaveCount(left - 1);
          confirmed++;
        }
        verdict = await launchList(page);
      }
      t.seen();
      return `${first} → ${confirmed} × „Beispielwert passt – übernehmen“ → ${verdict}`;
    },
  );
  const served = () => fileHashes(host.folder);
  let before = served();
  await step(
    page,
    '27-englisch-veroeffentlichen',
    'the launch list, the passphrase, „Website jetzt veröffentlichen“: the English pages go up',
    async (t) => {
      const verdict = await launchList(page);
      t.note(verdict);
      await page.getByLabel('Passphrase Ihres SSH-Schlüssels für diesen Upload').fill(passphrase);
      const done = await publishNow(page, t);
      await t.shot(page);
      const changes = changedFiles(before, served());
      return `${verdict} → ${done}; on the server: ${changes.length} files new or changed, ${changes.filter((file) => !file.startsWith('en/')).length} of them outside /en/`;
    },
  );
  before = served();
  await step(
    page,
    '28-ein-englisches-wort',
    'one English word changed („short“ → „brief“), „Speichern“, „Website jetzt veröffentlichen“',
    async (t) => {
      await editorBar(page).getByRole('link', { name: 'Englisch', exact: true }).click();
      await englishRow().getByRole('link', { name: 'Englisch bearbeiten' }).click();
      const text = textField(page);
      await text.fill((await text.inputValue()).replace('A short paragraph', 'A brief paragraph'));
      await saveEntry(page);
      await launchList(page);
      await page.getByLabel('Passphrase Ihres SSH-Schlüssels für diesen Upload').fill(passphrase);
      const done = await publishNow(page, t);
      await t.shot(page);
      const changes = changedFiles(before, served());
      // English: the pages under /en/, the English blog's search index (a hashed asset) and the
      // deploy's own list of what the server holds.
      const englishIndex = /data-search-index="\/([^"]+)"/.exec(
        readFileSync(path.join(host.folder, 'en/blog.html'), 'utf8'),
      )?.[1];
      const german = changes.filter(
        (file) => !file.startsWith('en/') && file !== englishIndex && file !== '.htdeploy-manifest.json',
      );
      const line = `${done}; changed on the server: ${changes.join(', ')}`;
      if (german.length > 0)
        throw new Error(`German files uploaded for one English word: ${german.join(', ')} (${line})`);
      return line;
    },
  );
  await english.close();

  expect(record.steps.filter((one) => one.failed).map((one) => `${one.id}: ${one.failed}`)).toEqual([]);
});

/** Every file under `folder` by its path (with /) and a hash of its bytes. */
function fileHashes(folder: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      hashes.set(
        path.relative(folder, file).split(path.sep).join('/'),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      );
    }
  return hashes;
}

/** The files that are new or changed in `after`, sorted. */
const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after]
    .filter(([file, hash]) => before.get(file) !== hash)
    .map(([file]) => file)
    .sort();

const publishButton = (page: Page) => page.getByRole('button', { name: 'Website jetzt veröffentlichen' });

/**
 * „Website jetzt veröffentlichen“, then its result once the run is over (the last publish's result
 * stays until the run starts, and two successes read the same): its first line, and the log's line
 * on what was uploaded.
 */
async function publishNow(page: Page, t: { click: () => void; seen: () => void }) {
  t.click();
  await publishButton(page).click();
  await expect(page.getByText('Die Veröffentlichung läuft …')).toBeVisible();
  const done = page
    .getByRole('status')
    .getByText(/^(✓ Veröffentlicht\.|✗ Nicht veröffentlicht\.|⚠ )/)
    .first();
  await expect(done).toBeVisible({ timeout: 600_000 });
  t.seen();
  const log = await page.getByRole('list', { name: 'Protokoll' }).getByRole('listitem').allInnerTexts();
  return `${await done.innerText()} (${log.find((line) => line.startsWith('Hochzuladen:')) ?? 'no line „Hochzuladen:“'})`;
}

/** The server restore's fields, filled as the owner fills them from their host's access data. */
async function fillServer(part: Locator) {
  await part.getByLabel('Server', { exact: true }).fill('127.0.0.1');
  await part.getByLabel('Port', { exact: true }).fill(String(walkPorts.relay));
  await part.getByLabel('Benutzername').fill(host.sftp.user);
  await part.getByLabel('Ordner der Website', { exact: true }).fill(host.folder);
  await part.getByLabel('Passphrase Ihres SSH-Schlüssels').fill(passphrase);
}
