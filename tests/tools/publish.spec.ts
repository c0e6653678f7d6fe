import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { whenText } from '#model/viennaTime.ts';
import { manifestName } from '#tools/deploy/manifest.ts';
import { readPublishRecord } from '#tools/deploy/publishRecord.ts';
import { axeViolations } from '../support/axe.ts';
import { connectTo } from '../support/checkHost.ts';
import { runOwnerCommand } from '../support/deployRuns.ts';
import { deployCertificate, relay, type SftpServer, servedFolder, startSftp } from '../support/deployServers.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { saveEntry } from '../support/editorScreens.ts';
import { type FormService, startFormService } from '../support/formService.ts';
import { copyProjectInto, ownerEnv, replaceImages } from '../support/projectCopy.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';
import { snapshot } from '../support/snapshot.ts';
import { startTlsNginx } from '../support/tlsHosts.ts';

// Publishing from the editor: `npm run edit` in a copy of the project whose settings are
// complete but for one value, an SFTP server (Debian's OpenSSH) and nginx serving its upload folder
// over HTTPS for the host check, all on 127.0.0.1. The owner clicks „Website veröffentlichen“,
// sees the open item, and once it is done publishes: the same deploy as `npm run deploy`, with the
// question about the server's key, the progress and the host check's result on the page.
// One editor start, one build.

const base = Number(process.env.DEPLOY_TEST_PORT ?? 4460) + 20;
const ports = { sshd: base, https: base + 1, http: base + 2, forms: base + 3, relay: base + 4 };
const siteUrl = 'https://www.berger-strategie.at';
const names = ['www.berger-strategie.at', 'berger-strategie.at'];
/** The settings' form service (formEndpoint https://formspree.io/f/xberger1): a stand-in, which the host check reaches under that name. */
const formHost = 'formspree.io';
const passphrase = 'Editor-Passphrase-5tR8wQ';
const article = 'go-to-market-strategie';
/** The article the owner marks „Entwurf“ before the first publish, by its file's name and its title in the list. */
const draftSlug = 'kmus-business-schools';
let draftTitle = '';

let work = '';
let root = '';
let folder = '';
let sftp: SftpServer;
let forms: FormService;
let certFile = '';
/** Ends nginx, which serves the published site to the host check. */
let stopHost: () => Promise<void> = async () => {};
const stops: (() => Promise<void>)[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// A browser outside Austria: every time the owner reads is still Austrian time.
test.use({ timezoneId: 'UTC' });

const settingsFile = () => path.join(root, 'content/settings/site.yaml');
/** The settings with the SFTP server as upload target (by default sshd itself and the served folder), and `extra` lines of the group. */
const withTarget = (settings: string, port = ports.sshd, into = folder, extra = '') =>
  settings.replace(
    /^deploy: null$/m,
    `deploy:\n  protocol: sftp\n  host: 127.0.0.1\n  port: ${port}\n  user: ${sftp.user}\n  folder: ${into}${extra}`,
  );

const expectOwnerWords = (text: string) => expect(developerWordsIn(text)).toEqual([]);

/** The servers publishing talks to, started in a folder of their own before the editor, which is told where they are. */
async function startServers(copy: string): Promise<NodeJS.ProcessEnv> {
  work = mkdtempSync(path.join(tmpdir(), 'site-publish-'));
  servedFolder(work);
  root = copy;
  await replaceImages(root);
  folder = servedFolder(path.join(work, 'www'));
  const certificate = await deployCertificate(work, [...names, formHost]);
  certFile = certificate.certFile;
  forms = await startFormService({ port: ports.forms, certificate, siteOrigin: siteUrl, forms: ['/f/xberger1'] });
  stops.push(forms.stop);
  sftp = await startSftp(path.join(work, 'sshd'), ports.sshd, passphrase);
  stops.push(sftp.stop);
  const host = await startTlsNginx({
    name: `publish-${base}`,
    client: folder,
    inPlace: true,
    httpsPort: ports.https,
    httpPort: ports.http,
    certificate,
    siteUrl,
  });
  stops.push(host.stop);
  stopHost = host.stop;
  draftTitle =
    /^title: "?(.+?)"?$/m.exec(readFileSync(path.join(root, `content/articles/${draftSlug}.md`), 'utf8'))?.[1] ?? '';
  // One value of the template left: the launch check lists it.
  writeFileSync(settingsFile(), withTarget(complete.replace(/^brand: /m, 'brand: !platzhalter ')));
  // The key file is named, its passphrase is not: the owner types it into the page.
  writeFileSync(path.join(root, '.env.deploy'), `DEPLOY_SSH_KEY=${sftp.keyFile}\n`);
  const inherited = Object.fromEntries(
    Object.entries(ownerEnv()).filter(
      ([key]) => !key.startsWith('DEPLOY_') && !['CHECK_HOST_CONNECT_TO', 'NODE_EXTRA_CA_CERTS'].includes(key),
    ),
  );
  return {
    ...inherited,
    CHECK_HOST_CONNECT_TO: `${connectTo(names, ports.https, ports.http)},${formHost}:443:127.0.0.1:${ports.forms}`,
    NODE_EXTRA_CA_CERTS: certificate.certFile,
  };
}

const editor = fileEditor({ prefix: 'site-publish-project-', prepare: startServers });

test.afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The editor's start page, then its header link to the publish page. */
async function openPublishPage(page: Page) {
  await page.goto(editor.admin);
  await page
    .getByRole('navigation', { name: 'Bereiche des Editors' })
    .getByRole('link', { name: 'Website veröffentlichen' })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Website veröffentlichen' })).toBeVisible();
}

test('an open launch item is listed in the owner’s words with a link to its field in the editor, and blocks the button', async ({
  page,
}) => {
  await openPublishPage(page);
  await expect(page.getByText('Noch nicht startklar – 1 Punkt ist offen.', { exact: false })).toBeVisible();
  const item = page.getByRole('listitem').filter({
    hasText: 'Marke (Geschäftsbezeichnung): noch der Beispielwert der Vorlage „Berger Strategieberatung“',
  });
  await expect(item).toBeVisible();
  // No key, file name, command or YAML in the list: the owner reads it, not a developer.
  const check = page.getByRole('region', { name: 'Vor dem Veröffentlichen' });
  const list = (await check.getByRole('list').innerText()).replace(/„[^“]*“/g, '„…“');
  for (const word of [/\bbrand\b/, /npm run/, /!platzhalter/, /\.ya?ml\b/, /content\//, /\b(true|false)\b/]) {
    expect(list).not.toMatch(word);
  }
  await expect(page.getByRole('button', { name: 'Website jetzt veröffentlichen' })).toBeDisabled();
  await expect(page.getByText('Erst die offenen Punkte oben erledigen.')).toBeVisible();
  // The link leads to the field's section of the editor and names the field.
  const link = item.getByRole('link', { name: 'Einstellungen › Person und Marke' });
  await expect(link).toHaveAttribute('href', '/admin/#/collections/einstellungen/entries/person-und-marke?feld=brand');
  await link.click();
  await expect(page.getByLabel('Marke (Geschäftsbezeichnung)', { exact: true })).toHaveValue(
    'Berger Strategieberatung',
    { timeout: 30_000 },
  );
});

test('publishing from the editor: the server’s key is confirmed on the page, progress and the host check’s result appear, the entries say „Online“', async ({
  page,
}) => {
  // The build, the upload and the host check: over three minutes on a busy machine.
  test.setTimeout(420_000);
  // The owner confirmed the value (here: in the file, as the launch check says).
  writeFileSync(settingsFile(), withTarget(complete));
  // One article the owner marks „Entwurf“ in the editor: it stays off the published site.
  await page.goto(editor.admin);
  await page.getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: draftTitle }).click();
  await page
    .getByText(/^Entwurf/)
    .first()
    .click();
  await expect(page.getByRole('switch', { name: 'Entwurf' })).toBeChecked();
  await saveEntry(page);
  await openPublishPage(page);
  await expect(page.getByText('✓ Startklar: keine offenen Punkte.')).toBeVisible();
  await expect(page.getByText('Aus diesem Projekt wurde noch nichts veröffentlicht.')).toBeVisible();
  // Beside the button: where this publish goes, in words, so a wrong target is seen before the upload.
  await expect(page.getByRole('button', { name: 'Website jetzt veröffentlichen' })).toHaveAccessibleDescription(
    `Lädt hoch auf den Server 127.0.0.1:${ports.sshd} als ${sftp.user} in den Ordner ${folder}.`,
  );
  await page.getByLabel('Passphrase Ihres SSH-Schlüssels für diesen Upload').fill(passphrase);
  const log = readFileSync(sftp.authLog, 'utf8').length;
  await page.getByRole('button', { name: 'Website jetzt veröffentlichen' }).click();

  // Before the build: the key, before anything is sent.
  const question = page.getByRole('alertdialog', { name: 'Diesem Server vertrauen?' });
  await expect(question).toBeVisible({ timeout: 60_000 });
  await expect(question.getByText(/^SHA256:[\w+/]{43}$/)).toBeVisible();
  const key = await question.getByText(/^SHA256:/).textContent();
  const seen = readFileSync(sftp.authLog, 'utf8').slice(log);
  expect(seen).toMatch(/Connection from 127\.0\.0\.1/);
  expect(seen).not.toMatch(/Accepted|Postponed|Failed/);
  await page.screenshot({ path: test.info().outputPath('publish-question.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Diesem Server vertrauen' }).click();

  const status = page.getByRole('status');
  await expect(status.getByText('✓ Veröffentlicht.')).toBeVisible({ timeout: 300_000 });
  const files = readdirSync(folder, { recursive: true }).length;
  await expect(status.getByText(/Hochgeladen: (\d+) von \1 Dateien, [\d,]+ (kB|MB) von [\d,]+ (kB|MB)/)).toBeVisible();
  await expect(status.getByRole('progressbar', { name: 'Hochladen' })).toBeVisible();
  await expect(status.getByRole('heading', { name: 'Live-Website prüfen' })).toBeVisible();
  await expect(status.getByText(/^✓ Alles in Ordnung: HTTPS/)).toBeVisible();
  // In Austrian time, as „Verlauf“ shows times, whatever the browser's time zone (here UTC).
  const last = readPublishRecord(root);
  expect(last).toBeDefined();
  await expect(
    page.getByText(`Zuletzt veröffentlicht: ${whenText(last?.publishedAt ?? '')}, ${last?.files} Dateien`),
  ).toBeVisible();
  expect(files).toBeGreaterThan(20);
  // The draft is nowhere on the server: no page of its own, not in the blog list, the sitemap or the feed.
  const published = snapshot(folder);
  expect(Object.keys(published).filter((file) => file.includes(draftSlug))).toEqual([]);
  for (const file of ['blog.html', 'sitemap.xml', 'rss.xml']) {
    expect(published[file], file).toBeDefined();
    expect(readFileSync(path.join(folder, file), 'utf8'), file).not.toContain(draftSlug);
  }
  expect(readFileSync(settingsFile(), 'utf8')).toContain(`  hostKey: ${key}\n`);
  await page.screenshot({ path: test.info().outputPath('publish-page.png'), fullPage: true });

  // The whole run's log in the owner's words: no command, file name, variable or settings key.
  expectOwnerWords(await page.getByRole('main').innerText());

  // The passphrase went nowhere: not into a project file, the page's log or the editor's output.
  expect(await page.getByRole('list', { name: 'Protokoll' }).textContent()).not.toContain(passphrase);
  expect(editor.output()).not.toContain(passphrase);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    expect(readFileSync(path.join(entry.parentPath, entry.name)).includes(passphrase), entry.name).toBe(false);
  }
});

test('what the editor uploaded is byte for byte what `npm run build:live` builds in a terminal, names no folder of this computer, and a second computer with the same sources uploads nothing', async () => {
  test.setTimeout(420_000);
  // The server's folder after the editor's publish (the test before): the site and the deploy's list.
  const uploaded = snapshot(folder);
  expect(uploaded[manifestName]).toBeDefined();
  delete uploaded[manifestName];
  // A second computer: the same sources (and the key the owner confirmed) in a folder of another name.
  const other = copyProjectInto(path.join(work, 'zweiter-computer', 'meine-website'), root);
  writeFileSync(
    path.join(other, '.env.deploy'),
    `DEPLOY_SSH_KEY=${sftp.keyFile}\nDEPLOY_SSH_KEY_PASSPHRASE="${passphrase}"\n`,
  );
  const owner = { web: [ports.https, ports.http] as const, forms: ports.forms, certFile };
  const built = await runOwnerCommand(other, ['build:live'], owner);
  expect(built.code, built.output).toBe(0);
  expect(snapshot(path.join(other, 'dist/client'))).toEqual(uploaded);
  // No file names a folder of either computer or the user's home.
  const folders = [root, other, work, homedir()].filter((name) => name.length > 1);
  for (const file of Object.keys(uploaded)) {
    const content = readFileSync(path.join(folder, file));
    expect(
      folders.filter((name) => content.includes(name)),
      file,
    ).toEqual([]);
  }

  const before = snapshot(folder, { times: true });
  const run = await runOwnerCommand(other, ['deploy', '--', '--no-build'], owner);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain('Hochzuladen: 0 Dateien');
  expect(snapshot(folder, { times: true })).toEqual(before);
});

test('„Testanfrage senden“ sends one marked enquiry through the live form, as the site sends it, and says what the service answered', async ({
  page,
}) => {
  await openPublishPage(page);
  const before = forms.posts.length;
  await page.getByRole('button', { name: 'Testanfrage senden' }).click();
  await expect(
    page.getByText(/^✓ Testanfrage gesendet: Der Formulardienst \(formspree\.io\) hat mit 200 geantwortet/),
  ).toBeVisible({ timeout: 30_000 });
  expect(forms.posts.length).toBe(before + 1);
  const post = forms.posts.at(-1);
  expect(post?.origin).toBe(siteUrl);
  expect(post?.body).toMatchObject({
    name: 'Testanfrage (Website-Prüfung)',
    topic: 'Allgemein',
    message: expect.stringMatching(/bitte nicht beantworten$/),
  });
});

test('each entry shows whether its last change is online: „Online“, and after a change „Gespeichert – noch nicht online“', async ({
  page,
}) => {
  const status = page.getByText(/^(Online|Gespeichert – noch nicht online)$/);
  await page.goto(editor.admin);
  await page.getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByText('Go-to-Market-Strategie: So bringen KMU', { exact: false }).first().click();
  await expect(status).toHaveText('Online', { timeout: 30_000 });
  // A change saved after the publish (as the editor writes it: the file on disk).
  const file = path.join(root, `content/articles/${article}.md`);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nEin Absatz, der nach dem Veröffentlichen dazukam.\n`);
  await page.reload();
  await expect(status).toHaveText('Gespeichert – noch nicht online', { timeout: 30_000 });
  await expect(page.getByLabel('Titel', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('entry-status.png') });
  // Another entry, unchanged since the publish, is still online.
  await page
    .getByRole('navigation', { name: 'Bereiche des Editors' })
    .getByRole('link', { name: 'Einstellungen' })
    .click();
  await page.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(status).toHaveText('Online', { timeout: 30_000 });
});

test('a failed publish speaks the owner’s words: no password asked before anything is built, a refused password asked again before the build, and after an aborted upload the advice to press the button again above the log', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const key = readFileSync(settingsFile(), 'utf8').match(/^ {2}hostKey: .*$/m)?.[0] ?? '';
  expect(key).not.toBe('');
  const envFile = path.join(root, '.env.deploy');
  const built = path.join(root, 'dist/client/index.html');
  const builtAt = statSync(built).mtimeMs;
  const button = page.getByRole('button', { name: 'Website jetzt veröffentlichen' });

  // No password on this computer: the page asks for it; pressing the button without it builds and sends nothing.
  writeFileSync(envFile, '');
  writeFileSync(settingsFile(), withTarget(complete, ports.sshd, folder, `\n${key}`));
  await openPublishPage(page);
  const field = page.getByLabel('Passwort für diesen Upload');
  await expect(field).toBeVisible();
  // The last run's result, until a new attempt replaces it.
  const lastResult = page.getByText('✓ Veröffentlicht.');
  await expect(lastResult).toBeVisible();
  const mark = readFileSync(sftp.authLog, 'utf8').length;
  await button.click();
  await expect(
    page.getByText(
      'Bitte geben Sie zuerst das Passwort für den Server ein: ohne Passwort lässt der Server nichts hochladen.',
    ),
  ).toBeVisible();
  expect(readFileSync(sftp.authLog, 'utf8').slice(mark)).toBe('');
  // Only the refusal is news: no green result or ✓ steps of the run before under it, also after a reload;
  // when the site was last published stays a fact of its own.
  for (const shown of ['now', 'after a reload']) {
    if (shown === 'after a reload') await openPublishPage(page);
    await expect(lastResult, shown).toBeHidden();
    await expect(page.getByText('✓ Mit dem Server verbinden'), shown).toBeHidden();
    await expect(page.getByText(/^Zuletzt veröffentlicht: /), shown).toBeVisible();
  }

  // A wrong password, to keep: refused at the login, before the build; the page asks again.
  await page.setViewportSize({ width: 390, height: 844 });
  await field.fill('Falsches-Passwort-Qm4');
  await page.getByLabel('Auf diesem Computer speichern, damit der Editor nicht mehr fragt').check();
  await button.click();
  await expect(page.getByText('✗ Nicht veröffentlicht.')).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByText(
        `✗ Anmeldung am Server 127.0.0.1:${ports.sshd} abgelehnt: Benutzername „${sftp.user}“ oder Passwort stimmen nicht. Geben Sie das Passwort noch einmal ein und drücken Sie erneut „Website jetzt veröffentlichen“; den Benutzernamen finden Sie unter Einstellungen › Veröffentlichen.`,
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText('○ Website bauen')).toBeVisible();
  await expect(page.getByText('✗ Mit dem Server verbinden')).toBeVisible();
  await expect(
    page.getByText('Der Server hat das Passwort abgelehnt. Geben Sie es bitte noch einmal ein.'),
  ).toBeVisible();
  await expect(page.getByLabel('Passwort für diesen Upload')).toBeVisible();
  expect(statSync(built).mtimeMs).toBe(builtAt);
  expect(readFileSync(envFile, 'utf8')).toBe('DEPLOY_PASSWORD="Falsches-Passwort-Qm4"\n');
  expect(await page.getByRole('main').innerText()).not.toContain('Falsches-Passwort-Qm4');
  expectOwnerWords(await page.getByRole('main').innerText());
  await page.screenshot({ path: test.info().outputPath('publish-wrong-password-390.png'), fullPage: true });

  // The server goes away mid-upload (a relay in front of sshd, cut once the first new file arrived).
  writeFileSync(envFile, `DEPLOY_SSH_KEY=${sftp.keyFile}\nDEPLOY_SSH_KEY_PASSPHRASE="${passphrase}"\n`);
  const fresh = servedFolder(path.join(work, 'www-neu'));
  const cut = relay(ports.relay, ports.sshd);
  await cut.start();
  stops.push(cut.cut);
  writeFileSync(settingsFile(), withTarget(complete, ports.relay, fresh, `\n${key}`));
  await openPublishPage(page);
  await button.click();
  await expect(page.getByText('Die Veröffentlichung läuft …')).toBeVisible();
  for (let waited = 0; waited < 300_000; waited += 20) {
    if (existsSync(path.join(fresh, 'assets'))) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await cut.cut();
  const result = page.getByText('✗ Nicht veröffentlicht.').locator('..');
  await expect(result).toContainText('✗ Abgebrochen nach', { timeout: 60_000 });
  await expect(result).toContainText(
    `Die Verbindung zum Server 127.0.0.1:${ports.relay} ist abgebrochen oder er antwortet nicht mehr.`,
  );
  await expect(result).toContainText('Gelöscht wurde nichts: die Website funktioniert weiter');
  await expect(result).toContainText(
    'Drücken Sie „Website jetzt veröffentlichen“ noch einmal, sobald der Server wieder erreichbar ist: es setzt beim zuletzt am Server vermerkten Stand fort',
  );
  expectOwnerWords(await page.getByRole('main').innerText());
  // Above the log, on the page itself, at both widths; at 390 px no line runs out of the screen.
  const log = page.getByRole('list', { name: 'Protokoll' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const [advice, lines] = [await result.boundingBox(), await log.boundingBox()];
    expect(advice && lines && advice.y + advice.height <= lines.y, `${width} px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await result.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`publish-aborted-${width}.png`) });
  }
});

test('uploaded, but the live website does not answer its check: a warning in the warning’s look, not the success’s', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const key = readFileSync(settingsFile(), 'utf8').match(/^ {2}hostKey: .*$/m)?.[0] ?? '';
  writeFileSync(settingsFile(), withTarget(complete, ports.sshd, folder, `\n${key}`));
  await stopHost();
  await openPublishPage(page);
  await page.getByRole('button', { name: 'Website jetzt veröffentlichen' }).click();
  const warning = page.getByText('⚠ Hochgeladen, aber die Prüfung der Live-Website hat Probleme gefunden', {
    exact: false,
  });
  await expect(warning).toBeVisible({ timeout: 300_000 });
  const look = await warning.evaluate((line) => ({
    text: getComputedStyle(line).color,
    back: line.parentElement ? getComputedStyle(line.parentElement).backgroundColor : '',
  }));
  // Not the green of „✓ Veröffentlicht.“ (text #005614 on #e8f5ee).
  expect(look.text).not.toBe('rgb(0, 86, 20)');
  expect(look.back).not.toBe('rgb(232, 245, 238)');
  expect(await axeViolations(page)).toEqual([]);
});

test('without an upload target the page explains the Netlify, Cloudflare and FTP route in the owner’s words and builds the site, uploading nothing', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The settings as an owner has them who uploads by hand: `deploy: null`.
  writeFileSync(settingsFile(), complete);
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const uploaded = readdirSync(folder, { recursive: true }).length;
  await openPublishPage(page);
  await expect(page.getByText('Selbst hochladen (Netlify, Cloudflare Pages, FTP-Programm)')).toBeVisible();
  await expect(page.getByText(/^Netlify: den Ordner „client“/)).toBeVisible();
  await expect(page.getByText(/^Cloudflare Pages: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Website jetzt veröffentlichen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Website bauen' }).click();
  await expect(
    page.getByText('✓ Gebaut: Die fertige Website liegt im Ordner „dist“ › „client“ Ihres Projektordners', {
      exact: false,
    }),
  ).toBeVisible({ timeout: 300_000 });
  // Developer words stay in the README and the terminal; the page and its log speak the owner's.
  const words = await page.locator('main').innerText();
  expectOwnerWords(words);
  for (const word of [
    'npm run',
    'npx',
    'wrangler',
    'dist/client',
    '.htaccess',
    'ANLEITUNG.md',
    'deploy: ',
    '.env.deploy',
  ])
    expect(words).not.toContain(word);
  expect(existsSync(path.join(root, 'dist/client/index.html'))).toBe(true);
  expect(readdirSync(folder, { recursive: true }).length).toBe(uploaded);
});
