import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import { terminalLine } from '#tools/check-launch/launchReport.ts';
import { memoryFolder, packBackupFile } from '#tools/deploy/backup/backupFile.ts';
import { collectWork } from '#tools/deploy/backup/collect.ts';
import { uploadCopy } from '#tools/deploy/backup/uploadCopy.ts';
import { backupFilePath } from '#tools/edit/protocol/routes.ts';
import { deployGroup, withDeployGroup } from '../support/deployRuns.ts';
import { type SftpServer, servedFolder, startSftp } from '../support/deployServers.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { editorApi } from '../support/editorApi.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { startEditor } from '../support/editorProcess.ts';
import { type LoggingSshServer, startLoggingSsh } from '../support/loggingSsh.ts';
import { noisePhoto } from '../support/ownerWork.ts';
import { ownerEnv, projectCopy, replaceImages } from '../support/projectCopy.ts';
import { completeSettings } from '../support/settingsProject.ts';
import { snapshot } from '../support/snapshot.ts';
import { evilFiles } from '../support/tamperCopy.ts';

// „Sicherung“ in the editor, clicked by visible names: a project with only the template's
// content points to „Sicherung zurückholen“ above the editor’s screens; the owner downloads a backup file,
// changes an article, gets the backup back after confirming, byte for byte, and „Verlauf“ lists the
// restore with „Rückgängig“. Then the same from the server: an SFTP server (Debian's OpenSSH) whose
// login folder holds the web root and, beside it, two copies as publishes leave them (written
// directly, without publishing); the owner names the server, confirms its key, chooses a copy by its date.

const article = 'content/articles/innovation-praxis.md';
// deploy.spec.ts, publish.spec.ts and backup.spec.ts use the 60 ports above DEPLOY_TEST_PORT.
const sshdPort = Number(process.env.DEPLOY_TEST_PORT ?? 4460) + 60;
const passphrase = 'Editor-Sicherung-Passphrase-3mW';

let root = '';
let downloads = '';
let admin = '';
let consoleErrors: string[] = [];
let sftp: SftpServer | undefined;
let stranger: LoggingSshServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/**
 * What waits on the SSH server (its key fetched, a login, the copies listed, one fetched and restored):
 * seconds on a busy two-core machine, where Playwright's default of five is not enough.
 */
const serverWait = { timeout: 60_000 };
// A click or fill that cannot happen (the button of a step the server refused, a field the page does
// not show) fails after this long with its call log, instead of waiting out the test's whole time.
test.use({ actionTimeout: 60_000 });

const editor = fileEditor({ prefix: 'site-editor-backup-' });

test.beforeAll(() => {
  ({ root, admin, consoleErrors } = editor);
  downloads = mkdtempSync(path.join(tmpdir(), 'site-editor-backup-downloads-'));
});

test.afterAll(async () => {
  await sftp?.stop();
  await stranger?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

const bytes = (file: string) => readFileSync(path.join(root, file));
const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** „Sicherung vom Server zurückholen“ filled in for the test's SFTP server, whose login folder is `login`. */
async function askServer(part: Locator, user: string, login: string) {
  await part.getByLabel('Server', { exact: true }).fill('127.0.0.1');
  await part.getByLabel('Port', { exact: true }).fill(String(sshdPort));
  await part.getByLabel('Benutzername').fill(user);
  await part.getByLabel('Ordner der Website', { exact: true }).fill(path.join(login, 'html'));
  await part.getByLabel('Passphrase Ihres SSH-Schlüssels').fill(passphrase);
  await part.getByRole('button', { name: 'Sicherungen am Server anzeigen' }).click();
}

/** „Sicherung“ in the bar, then „Sicherung herunterladen“: the file saved as the browser names it. */
async function downloadBackup(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Bereiche des Editors' })
    .getByRole('link', { name: 'Sicherung', exact: true })
    .click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^website-sicherung-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The notice above the editor's screens while the project holds only the template's content. */
const freshNotice = 'Sie haben Ihre Website schon einmal mit diesem Editor gepflegt?';

const titleOf = (text: string) =>
  String((parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as { title: string }).title);

test('a project with only the template’s content offers „Sicherung zurückholen“ above the editor’s screens', async ({
  page,
}) => {
  await page.goto(admin);
  await expect(page.getByText(freshNotice)).toBeVisible();
  await page.getByRole('link', { name: 'Sicherung zurückholen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sicherung' })).toBeVisible();
  // Getting the work back comes first on a fresh project.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Sicherung vom Server zurückholen',
    'Sicherung aus einer Datei zurückholen',
    'Sicherung herunterladen',
  ]);
});

test('download, change an article, restore from the file after confirming: the article is back byte for byte, and „Verlauf“ lists the restore with „Rückgängig“', async ({
  page,
}) => {
  const original = bytes(article);
  const title = titleOf(original.toString());

  await page.goto(admin);
  const file = await downloadBackup(page);
  await expect(page.getByRole('status').filter({ hasText: 'heruntergeladen' })).toHaveText(
    /^✓ Sicherung vom .* – 5 Artikel, 1 Bild heruntergeladen\. /,
  );

  // The article changed in the editor, as the owner does it.
  const bar = page.getByRole('navigation', { name: 'Bereiche des Editors' });
  await bar.getByRole('link', { name: 'Artikel', exact: true }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText(freshNotice)).toBeVisible();
  await page.getByRole('textbox', { name: 'Kurztext' }).fill('Ein neuer Kurztext, der wieder weichen soll.');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
  // The project is the owner's own now: the way back to a backup goes at once, not only after a reload.
  await expect(page.getByText(freshNotice)).toBeHidden();
  expect(bytes(article).equals(original)).toBe(false);
  const changed = bytes(article);

  // Back from the file: a question first, nothing written before the yes.
  await bar.getByRole('link', { name: 'Sicherung', exact: true }).click();
  await page.getByLabel('Sicherungsdatei').setInputFiles(file);
  await page.getByRole('button', { name: 'Sicherung zurückholen', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Ihre jetzigen Inhalte werden ersetzt' });
  await expect(question).toContainText('1 Datei bekommt den Stand der Sicherung vom');
  expect(bytes(article).equals(changed)).toBe(true);
  await question.getByRole('button', { name: 'Ja, Inhalte ersetzen' }).click();
  const fromFile = page.getByRole('region', { name: 'Sicherung aus einer Datei zurückholen' });
  await expect(fromFile.getByRole('status')).toContainText(/^✓ Sicherung vom .* wiederhergestellt/);
  await expect(fromFile.getByRole('status')).toContainText('„Rückgängig“ unter „Verlauf“');
  expect(bytes(article).equals(original)).toBe(true);

  // „Verlauf“: the restore, undoable; „Rückgängig“ brings the changed article back.
  await page.getByRole('navigation', { name: 'Bereiche des Editors' }).getByRole('link', { name: 'Verlauf' }).click();
  const restore = page.getByRole('listitem').filter({ hasText: /^Sicherung vom .* wiederhergestellt – / });
  await expect(restore.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  await restore.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status')).toContainText(': Wiederherstellen vom ');
  await expect.poll(() => bytes(article).equals(changed)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a file that is no backup is refused in one German line, and nothing is written', async ({ page }) => {
  const before = bytes(article);
  await page.goto(admin);
  await page
    .getByRole('navigation', { name: 'Bereiche des Editors' })
    .getByRole('link', { name: 'Sicherung', exact: true })
    .click();
  await page
    .getByLabel('Sicherungsdatei')
    .setInputFiles({ name: 'notizen.zip', mimeType: 'application/zip', buffer: Buffer.from('keine Sicherung') });
  await page.getByRole('button', { name: 'Sicherung zurückholen', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Sicherung aus einer Datei zurückholen' }).getByRole('alert'),
  ).toHaveText(
    /^Nicht zurückgeholt: Die Sicherung aus der gewählten Datei ist beschädigt, abgeschnitten oder keine Sicherungsdatei dieses Editors – erlaubt: .*es wurde nichts geschrieben\.$/,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(bytes(article).equals(before)).toBe(true);
});

test('from the server: the owner names it, confirms its key, picks a copy by its date and confirms over their work; content/ is the copy’s byte for byte, „Rückgängig“ in „Verlauf“ brings the work back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The refusal of the test before answered 422, which the browser logs.
  consoleErrors.length = 0;
  // The server: its login folder holds the web root html/ and, beside it, the copies of two publishes.
  const login = servedFolder(path.join(downloads, 'anmeldung'));
  servedFolder(path.join(login, 'html'));
  sftp = await startSftp(path.join(downloads, 'sshd'), sshdPort, passphrase);
  const before = bytes(article);
  const version = (b: string) =>
    collectWork(root).map((file) =>
      file.path === article ? { ...file, bytes: Buffer.from(`${before.toString().trimEnd()}\n\n${b}\n`) } : file,
    );
  const newest = version('Fassung vom Server, 25. November.');
  const { folder, files: stored } = memoryFolder();
  await uploadCopy(folder, version('Fassung vom Server, 20. November.'), '1.0.0', new Date('2026-11-20T09:15:00Z'));
  await uploadCopy(folder, newest, '1.0.0', new Date('2026-11-25T13:02:00Z'));
  for (const [name, content] of stored) {
    const file = path.join(login, 'website-sicherung', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  // The owner's key file is on this computer, its passphrase is not: the page asks for it.
  writeFileSync(path.join(root, '.env.deploy'), `DEPLOY_SSH_KEY=${sftp.keyFile}\n`);

  await page.goto(admin);
  await page.getByRole('link', { name: 'Sicherung', exact: true }).click();
  const part = page.getByRole('region', { name: 'Sicherung vom Server zurückholen' });
  await expect(part.getByLabel('Protokoll')).toHaveValue('sftp');
  await askServer(part, sftp.user, login);

  // The first connection: the key shown, nothing sent before the yes.
  const question = part.getByRole('alertdialog', { name: 'Diesem Server vertrauen?' });
  await expect(question).toContainText(`Erste Verbindung zu 127.0.0.1:${sshdPort}.`, serverWait);
  await expect(question.locator('code')).toHaveText(/^SHA256:[\w+/]{43}$/);
  expect(readFileSync(sftp.authLog, 'utf8')).not.toMatch(/Accepted|Failed/);
  await question.getByRole('button', { name: 'Diesem Server vertrauen' }).click();

  const copies = part.getByRole('group', { name: 'Welche Sicherung zurückholen?' });
  await expect(copies.getByRole('radio')).toHaveCount(2, serverWait);
  await expect(copies.locator('label')).toHaveText([
    'Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 1 Bild',
    'Sicherung vom 20.11.2026, 10:15 – 5 Artikel, 1 Bild',
  ]);
  await expect(
    copies.getByRole('radio', { name: 'Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 1 Bild' }),
  ).toBeChecked();
  await part.getByRole('button', { name: 'Gewählte Sicherung zurückholen' }).click();

  // Over the owner's own work: a question first, nothing written before the yes.
  const confirm = part.getByRole('alertdialog', { name: 'Ihre jetzigen Inhalte werden ersetzt' });
  await expect(confirm).toContainText(
    '1 Datei bekommt den Stand der Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 1 Bild',
    serverWait,
  );
  expect(bytes(article).equals(before)).toBe(true);
  await confirm.getByRole('button', { name: 'Ja, Inhalte ersetzen' }).click();
  await expect(part.getByRole('status')).toHaveText(
    '✓ Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 1 Bild wiederhergestellt. Zurück sind: die Artikel, das Porträtfoto, das Vorschaubild für soziale Netzwerke, die Einstellungen, die Seitentexte und der Verlauf des Editors. Was vorher da war, holt „Rückgängig“ unter „Verlauf“ zurück.',
    serverWait,
  );
  const content = (files: { path: string; bytes: Buffer }[]) =>
    files.filter((file) => file.path.startsWith('content/')).map((file) => [file.path, sha(file.bytes)]);
  expect(content(collectWork(root))).toEqual(content(newest));

  // „Verlauf“: the restore, undoable; „Rückgängig“ brings the owner's article back.
  await page.getByRole('navigation', { name: 'Bereiche des Editors' }).getByRole('link', { name: 'Verlauf' }).click();
  const restore = page
    .getByRole('listitem')
    .filter({ hasText: /^Sicherung vom 25\.11\.2026, 14:02 – 5 Artikel, 1 Bild wiederhergestellt – / });
  await restore.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status')).toContainText(': Wiederherstellen vom ');
  await expect.poll(() => bytes(article).equals(before)).toBe(true);

  // The passphrase typed into the page is nowhere in the project, nor in the editor's output.
  const project = [
    ...collectWork(root),
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => ({ path: entry.name, bytes: readFileSync(path.join(root, entry.name)) })),
  ];
  expect(project.filter((file) => file.bytes.includes(passphrase)).map((file) => file.path)).toEqual([]);
  expect(editor.output()).not.toContain(passphrase);
  expect(consoleErrors).toEqual([]);
});

test('another server than the saved one: „Sicherung vom Server“ asks for that server’s own password and never sends the stored one', async ({
  page,
}) => {
  consoleErrors.length = 0;
  const stored = 'Gespeichertes-Passwort-7Hq';
  const typed = 'Nur-fuer-diese-Verbindung-2Lp';
  // The saved server is the owner's, its password stored on this computer; a stranger's server logs what it is sent.
  stranger = await startLoggingSsh(sshdPort + 1);
  const settings = path.join(root, 'content/settings/site.yaml');
  const group = deployGroup({ protocol: 'sftp', port: sshdPort, user: sftp?.user ?? 'ich', folder: '/html' });
  writeFileSync(settings, withDeployGroup(readFileSync(settings, 'utf8'), group));
  writeFileSync(path.join(root, '.env.deploy'), `DEPLOY_PASSWORD=${stored}\n`);

  await page.goto(admin);
  await page.getByRole('link', { name: 'Sicherung', exact: true }).click();
  const part = page.getByRole('region', { name: 'Sicherung vom Server zurückholen' });
  await expect(part.getByLabel('Port', { exact: true })).toHaveValue(String(sshdPort));
  // The saved server: its password is stored, nothing to type.
  await expect(part.getByLabel('Passwort')).toHaveCount(0);
  await part.getByLabel('Port', { exact: true }).fill(String(stranger.port));
  const field = part.getByLabel('Passwort');
  await expect(field).toBeVisible();
  await expect(part).toContainText('Ihr gespeichertes Passwort wird nur für den eingetragenen verwendet.');

  // Nothing typed: refused before any connection.
  await part.getByRole('button', { name: 'Sicherungen am Server anzeigen' }).click();
  await expect(part.getByRole('alert')).toContainText(
    'Passwort fehlt – dieser Server ist nicht der, für den Ihr Passwort auf diesem Computer gespeichert ist',
  );
  expect(stranger.attempts()).toBe(0);

  // Typed for this one connection: the stranger's key is asked about first, then only the typed password reaches it.
  await field.fill(typed);
  await part.getByRole('button', { name: 'Sicherungen am Server anzeigen' }).click();
  const question = part.getByRole('alertdialog', { name: 'Diesem Server vertrauen?' });
  await expect(question.locator('code')).toHaveText(stranger.fingerprint, serverWait);
  expect(stranger.attempts()).toBe(0);
  await question.getByRole('button', { name: 'Diesem Server vertrauen' }).click();
  await expect(part.getByRole('alert')).toContainText('hat die Anmeldung abgelehnt', serverWait);
  expect(stranger.passwords).toEqual([typed]);
  expect(editor.output()).not.toContain(typed);
});

test('a tampered backup file (checksums recomputed) is refused by the editor naming the file, nothing is written; of three uploads at once, one is checked and the others are refused', async () => {
  const { origin } = editor;
  const api = await editorApi(origin);
  const headers = { ...api.headers, 'Content-Type': 'application/octet-stream' };
  const send = (body: Buffer) =>
    fetch(`${origin}${backupFilePath}`, { method: 'POST', headers, body: new Uint8Array(body) });
  const project = () => snapshot(root, { skip: ['node_modules'] });
  const before = project();
  for (const evil of evilFiles) {
    const { bytes: file } = await packBackupFile([...collectWork(root), evil], '1.0.0');
    const answer = await send(file);
    expect(answer.status, evil.path).toBe(422);
    expect(((await answer.json()) as { error: string }).error).toMatch(
      new RegExp(
        `^Nicht zurückgeholt: Die Sicherung aus der gewählten Datei enthält die Datei „${evil.path.replace(/[.+]/g, '\\$&')}“ – erlaubt sind nur die Dateien, die der Editor selbst schreibt: .*; es wurde nichts geschrieben\\.$`,
      ),
    );
  }
  expect(project()).toEqual(before);
  expect(existsSync(path.join(root, 'GELAUFEN'))).toBe(false);

  // Three at once, each still arriving while the others start: one is taken, the others refused at once.
  const { bytes: good } = await packBackupFile(collectWork(root), '1.0.0');
  const uploads = [1, 2, 3].map(() => {
    const upload = httpRequest(`${origin}${backupFilePath}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(good.length) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
    });
    upload.write(good.subarray(0, 1000));
    return { answer, finish: () => upload.end(good.subarray(1000)) };
  });
  // Two refusals come while their bodies are still on the way.
  let answered = 0;
  for (const upload of uploads) void upload.answer.then(() => (answered += 1));
  await expect.poll(() => answered, { timeout: 30_000 }).toBe(2);
  for (const upload of uploads) upload.finish();
  const answers = await Promise.all(uploads.map((upload) => upload.answer));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  expect(JSON.parse(answers.find((answer) => answer.status === 409)?.text ?? '{}')).toEqual({
    error:
      'Nicht zurückgeholt: Eine andere Sicherungsdatei wird gerade geprüft – erlaubt: eine Datei zur Zeit; bitte warten und dann noch einmal versuchen. Es wurde nichts geändert.',
  });
  // The one taken was the project's own work: nothing changed, and the next upload is taken again.
  expect((await send(good)).status).toBe(200);
  expect(project()).toEqual(before);
});

/** Says yes where the editor asks before replacing the template's content; the part's status line. */
async function confirmIfAsked(part: Locator): Promise<Locator> {
  const question = part.getByRole('alertdialog', { name: 'Ihre jetzigen Inhalte werden ersetzt' });
  const done = part.getByRole('status').filter({ hasText: 'wiederhergestellt' });
  await expect(question.or(done)).toBeVisible({ timeout: 60_000 });
  if (await question.isVisible()) await question.getByRole('button', { name: 'Ja, Inhalte ersetzen' }).click();
  return done;
}

/**
 * On a fresh project with its own editor (the new computer): restores by `restoreThere`, then ends that
 * editor. `deployEnv` is that computer's .env.deploy, there before its page asks which secret to type:
 * written after the page opened, the page could already be asking for a password instead of the
 * key's passphrase.
 */
async function onNewComputer(
  page: Page,
  restoreThere: (page: Page) => Promise<Locator>,
  check: (fresh: string) => void,
  deployEnv?: string,
) {
  const fresh = projectCopy('site-editor-new-computer-');
  if (deployEnv) writeFileSync(path.join(fresh, '.env.deploy'), deployEnv);
  const second = await startEditor(fresh, ownerEnv());
  try {
    await page.goto(`http://127.0.0.1:${second.port}/admin/`);
    await page.getByRole('link', { name: 'Sicherung zurückholen' }).click();
    const done = await restoreThere(page);
    await expect(done).toContainText(/^✓ Sicherung vom .* wiederhergestellt/, { timeout: 60_000 });
    // Restored: the project is no longer the template, so the notice pointing to a backup goes.
    await expect(page.getByText(freshNotice)).toBeHidden();
    await expect(done).toContainText('das Porträtfoto, das Vorschaubild für soziale Netzwerke');
    expect(developerWordsIn((await done.textContent()) ?? '')).toEqual([]);
    check(fresh);
  } finally {
    // Off its page first: the page asks its editor for news, which a stopped editor would refuse.
    // When the test's time ran out the page is already closed: the step that waited is the error to see.
    await page.goto('about:blank').catch(() => undefined);
    await second.stop();
    rmSync(fresh, { recursive: true, force: true });
  }
}

test('a new computer: the owner’s work restored there from the downloaded file and from the server, by clicking, leaves no launch item the first computer did not have', async ({
  page,
}) => {
  test.setTimeout(300_000);
  consoleErrors.length = 0;
  // The owner's work on the first computer: portrait and social picture replaced, an article with a
  // photo of theirs, the settings filled in.
  await replaceImages(root);
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, 'content/images/blog/praxis.jpg'), await noisePhoto(800, 600));
  writeFileSync(
    path.join(root, article),
    `${bytes(article).toString().trimEnd()}\n\n![Ein Bild aus meiner Praxis](/images/blog/praxis.jpg)\n`,
  );
  writeFileSync(path.join(root, 'content/settings/site.yaml'), completeSettings);
  const firstComputer = launchItems(root, {}).map(terminalLine);
  const sameAsFirst = (fresh: string) => {
    expect(launchItems(fresh, {}).map(terminalLine)).toEqual(firstComputer);
    for (const picture of ['public/og-default.jpg', 'content/images/portrait.jpg', 'content/images/blog/praxis.jpg'])
      expect(readFileSync(path.join(fresh, picture)).equals(bytes(picture)), picture).toBe(true);
  };

  // From the file „Sicherung herunterladen“ made.
  await page.goto(admin);
  const file = await downloadBackup(page);
  await onNewComputer(
    page,
    async (there) => {
      await there.getByLabel('Sicherungsdatei').setInputFiles(file);
      await there.getByRole('button', { name: 'Sicherung zurückholen', exact: true }).click();
      return confirmIfAsked(there.getByRole('region', { name: 'Sicherung aus einer Datei zurückholen' }));
    },
    sameAsFirst,
  );

  // From the server: the copy a publish leaves there (written directly, as in the test above).
  const login = path.join(downloads, 'anmeldung');
  const { folder, files: stored } = memoryFolder();
  await uploadCopy(folder, collectWork(root), '1.0.0', new Date());
  for (const [name, content] of stored) {
    mkdirSync(path.dirname(path.join(login, 'website-sicherung', name)), { recursive: true });
    writeFileSync(path.join(login, 'website-sicherung', name), content);
  }
  const server = sftp;
  if (!server) throw new Error('the SFTP server of the test above is not running');
  await onNewComputer(
    page,
    async (there) => {
      const part = there.getByRole('region', { name: 'Sicherung vom Server zurückholen' });
      await askServer(part, server.user, login);
      await part.getByRole('button', { name: 'Diesem Server vertrauen' }).click();
      await part.getByRole('button', { name: 'Gewählte Sicherung zurückholen' }).click();
      return confirmIfAsked(part);
    },
    sameAsFirst,
    `DEPLOY_SSH_KEY=${server.keyFile}\n`,
  );
  expect(consoleErrors).toEqual([]);
});
