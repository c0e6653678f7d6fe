import { createHash } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import { terminalLine } from '#tools/check-launch/launchReport.ts';
import { memoryFolder } from '#tools/deploy/backup/backupFile.ts';
import { collectWork } from '#tools/deploy/backup/collect.ts';
import { copyListText } from '#tools/deploy/backup/copyList.ts';
import {
  type CopySummary,
  makeManifest,
  packManifest,
  packObject,
  sha256,
  unpackManifest,
} from '#tools/deploy/backup/copyManifest.ts';
import { copyFile, indexName, keptCopies, objectFile } from '#tools/deploy/backup/layout.ts';
import { uploadCopy } from '#tools/deploy/backup/uploadCopy.ts';
import { entryText } from '#tools/history/describe.ts';
import { editorHistory } from '#tools/history/store.ts';
import {
  certificatePin,
  completeSettings as complete,
  deployGroup,
  httpsStatus,
  type Protocol,
  publishPorts,
  runOwnerCommand,
  siteUrl,
  startPublishServers,
  withDeployGroup,
} from '../support/deployRuns.ts';
import { type SftpServer, servedFolder } from '../support/deployServers.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { startLoggingSsh } from '../support/loggingSsh.ts';
import { noisePhoto } from '../support/ownerWork.ts';
import { copyProjectInto, replaceImages } from '../support/projectCopy.ts';
import { snapshot } from '../support/snapshot.ts';
import { evilFiles, tamperCopy } from '../support/tamperCopy.ts';
import { startTlsApache } from '../support/tlsHosts.ts';

// The copy of the owner's work that every publish leaves on the server, and `npm run restore` on a
// fresh copy of the project. SFTP (Debian's OpenSSH) and FTPS (pure-ftpd) on 127.0.0.1,
// each with a login folder that holds the web root html/ as on the usual Austrian shared hosts;
// Apache httpd with the hosting kit's .htaccess (workers as www-data, on 127.0.0.1 only) serves
// each html/ in place over HTTPS, so the host check after the deploy sees what arrived and the
// test can ask the web server for every file of the copy. One build.

const ports = publishPorts(40);
const passphrase = 'Sicherung-Passphrase-9hT2';
const password = 'Ftps-Passwort-Rk7m3Q';
const article = 'content/articles/go-to-market-strategie.md';
const articlePicture = 'content/images/blog/praxis.jpg';

let work = '';
let root = '';
let certFile = '';
let sftp: SftpServer;
/** Each server's login folder; the web root is html/ inside it. */
const homes = { sftp: '', ftps: '' };
const webRoot = (protocol: Protocol) => path.join(homes[protocol], 'html');
const backupFolder = (protocol: Protocol) => path.join(homes[protocol], 'website-sicherung');
const stops: (() => Promise<void>)[] = [];
let hostKey = '';

function setTarget(project: string, protocol: Protocol, folder?: string) {
  const group = deployGroup(
    protocol === 'sftp'
      ? { protocol, port: ports.sshd, user: sftp.user, folder: folder ?? webRoot('sftp'), hostKey }
      : { protocol, port: ports.ftpd, user: 'deploy', folder: folder ?? 'html', hostKey: certificatePin(certFile) },
  );
  const file = path.join(project, 'content/settings/site.yaml');
  writeFileSync(file, withDeployGroup(readFileSync(file, 'utf8'), group));
}

/** Runs an npm script in `project` as the owner does; `input` is typed into it line by line. */
const run = (project: string, args: string[], env: Record<string, string> = {}, input?: string) =>
  runOwnerCommand(project, args, {
    web: ports.sftpWeb,
    forms: ports.forms,
    certFile,
    env,
    ...(input === undefined ? {} : { input }),
  });

const sftpEnv = () => ({ DEPLOY_SSH_KEY: sftp.keyFile, DEPLOY_SSH_KEY_PASSPHRASE: passphrase });
const deploy = (protocol: Protocol, args: string[] = ['--no-build']) =>
  runOwnerCommand(root, ['deploy', '--', ...args], {
    web: protocol === 'sftp' ? ports.sftpWeb : ports.ftpsWeb,
    forms: ports.forms,
    certFile,
    env: protocol === 'sftp' ? sftpEnv() : { DEPLOY_PASSWORD: password },
  });

/** The status of a raw request path on the HTTPS site serving `protocol`'s web root (no normalising). */
const status = (protocol: Protocol, rawPath: string) =>
  httpsStatus((protocol === 'sftp' ? ports.sftpWeb : ports.ftpsWeb)[0], rawPath, certFile);

const sentLine = (output: string) => output.match(/^✓ Sicherung vom .* am Server gespeichert .*$/m)?.[0] ?? '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the hook's fixtures from this pattern; it needs none.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), 'site-backup-'));
  servedFolder(work);
  root = path.join(work, 'project');
  await replaceImages(copyProjectInto(root));
  writeFileSync(path.join(root, 'content/settings/site.yaml'), complete);
  for (const protocol of ['sftp', 'ftps'] as const) {
    homes[protocol] = servedFolder(path.join(work, `${protocol}-login`));
    servedFolder(webRoot(protocol));
  }
  const servers = await startPublishServers({ work, ports, ftpsHome: homes.ftps, passphrase, password });
  const { certificate } = servers;
  certFile = certificate.certFile;
  sftp = servers.sftp;
  stops.push(...servers.stops);
  // pure-ftpd's virtual user (nobody, when the tests run as root) owns its login folder; html/ too, as on a host.
  if (process.getuid?.() === 0) chownSync(webRoot('ftps'), 65534, 65534);
  for (const protocol of ['sftp', 'ftps'] as const) {
    const web = protocol === 'sftp' ? ports.sftpWeb : ports.ftpsWeb;
    const host = await startTlsApache({
      name: `backup-${protocol}-${ports.base}`,
      client: webRoot(protocol),
      inPlace: true,
      httpsPort: web[0],
      httpPort: web[1],
      certificate,
      siteUrl,
    });
    stops.push(host.stop);
  }
  // The owner's work before the first publish: two saves in the editor, recorded in its history,
  // the first with a photo of the owner's in the article.
  const history = editorHistory(root);
  mkdirSync(path.join(root, 'content/images/blog'), { recursive: true });
  writeFileSync(path.join(root, articlePicture), await noisePhoto(800, 600));
  for (const words of [
    'Erster Absatz aus dem Editor.\n\n![Ein Bild aus meiner Praxis](/images/blog/praxis.jpg)',
    'Zweiter Absatz aus dem Editor.',
  ])
    await history.change(
      { kind: 'save', subject: 'Artikel „Go-to-Market“', paths: [article, articlePicture] },
      async () => {
        const text = readFileSync(path.join(root, article), 'utf8');
        writeFileSync(path.join(root, article), `${text.trimEnd()}\n\n${words}\n`);
      },
    );
});

test.afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a publish over SFTP and over FTPS leaves a copy beside the web root: not served under any path, no password in it', async () => {
  setTarget(root, 'sftp');
  const first = await deploy('sftp', ['--yes']);
  expect(first.code, first.output).toBe(0);
  hostKey = readFileSync(path.join(root, 'content/settings/site.yaml'), 'utf8').match(/hostKey: (\S+)/)?.[1] ?? '';
  expect(sentLine(first.output)).toMatch(
    new RegExp(
      `^✓ Sicherung vom \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d – 5 Artikel, 2 Bilder am Server gespeichert \\(in ${backupFolder('sftp')}\\): \\d+ Dateien neu`,
    ),
  );
  expect(first.lines.at(-1)).toMatch(/^✓ Alles in Ordnung: HTTPS.*Sicherung nicht abrufbar/);

  // The settings as the first publish left them (with the key it stored), back after the FTPS publish:
  // the next publish over SFTP has only the article to send.
  const settingsPath = path.join(root, 'content/settings/site.yaml');
  const stored = readFileSync(settingsPath, 'utf8');
  setTarget(root, 'ftps');
  const ftps = await deploy('ftps');
  writeFileSync(settingsPath, stored);
  expect(ftps.code, ftps.output).toBe(0);
  expect(sentLine(ftps.output)).toContain('(in /website-sicherung)');

  for (const protocol of ['sftp', 'ftps'] as const) {
    const copy = snapshot(backupFolder(protocol));
    expect(Object.keys(copy)).toContain('sicherungen.json');
    expect(Object.keys(copy).filter((file) => file.startsWith('kopien/'))).toHaveLength(1);
    // The web root holds the build and the deploy's list, nothing of the copy.
    expect(
      Object.keys(snapshot(webRoot(protocol))).filter((file) => /sicherung|kopien\/|objekte\//.test(file)),
    ).toEqual([]);
    // No password, passphrase or .env file in any file of the copy, compressed or not.
    for (const file of Object.keys(copy)) {
      const stored = readFileSync(path.join(backupFolder(protocol), file));
      const plain = file.endsWith('.gz') ? gunzipSync(stored) : stored;
      for (const secret of [password, passphrase, 'DEPLOY_'])
        expect(plain.includes(secret) || stored.includes(secret), `${file} holds ${secret}`).toBe(false);
    }
    const list = gunzipSync(
      readFileSync(
        path.join(backupFolder(protocol), Object.keys(copy).find((file) => file.startsWith('kopien/')) ?? ''),
      ),
    ).toString();
    expect(list).not.toContain('.env');
    expect(list).toContain('.editor-history/HEAD');
    // Not served: every file of the copy asked for under the site's root, under the folder's name and beside the root.
    const asked = Object.keys(copy).flatMap((file) => [
      `/${file}`,
      `/website-sicherung/${file}`,
      `/../website-sicherung/${file}`,
      `/%2e%2e/website-sicherung/${file}`,
    ]);
    const served: string[] = [];
    // One after the other: the test's web server is not a load test.
    for (const rawPath of asked) if ((await status(protocol, rawPath)) === 200) served.push(rawPath);
    expect(served).toEqual([]);
    expect(await status(protocol, '/')).toBe(200);
  }
});

test('a second publish after one changed article sends only that article; with 10 copies kept, the oldest goes with what only it used', async () => {
  const text = readFileSync(path.join(root, article), 'utf8');
  writeFileSync(path.join(root, article), `${text.trimEnd()}\n\nEin Satz mehr für die zweite Sicherung.\n`);
  const second = await deploy('sftp');
  expect(second.code, second.output).toBe(0);
  const line = sentLine(second.output);
  expect(line).toMatch(/: 1 Datei neu, [\d,]+ (Byte|kB) gesendet\.$/);
  const sent = line.match(/neu, ([\d,]+) (Byte|kB) gesendet/);
  const sentBytes = Number(sent?.[1]?.replace(',', '.')) * (sent?.[2] === 'kB' ? 1000 : 1);
  console.log(`second copy: ${line}`);
  expect(sentBytes).toBeLessThan(10_000);
  const again = await deploy('sftp');
  expect(again.output).toMatch(/^✓ Sicherung: unverändert seit der Sicherung vom /m);

  // A server that keeps 10 copies already: the older ones written as a publish writes them
  // (ten more publishes would cost minutes), each with its own version of the article.
  const folder = backupFolder('sftp');
  const listed = JSON.parse(readFileSync(path.join(folder, indexName), 'utf8')).copies as CopySummary[];
  expect(listed.length).toBeLessThan(keptCopies - 1);
  const newest = unpackManifest(readFileSync(path.join(folder, copyFile(listed[0]?.id ?? ''))), 'neueste');
  const older = Array.from({ length: keptCopies - listed.length }, (_, index) => {
    const own = Buffer.from(`${text.trimEnd()}\n\nFassung vom ${index + 1}. Jänner.\n`);
    const entries = [
      ...newest.entries.filter((entry) => entry.path !== article),
      { path: article, sha256: sha256(own), size: own.length },
    ];
    const manifest = makeManifest(entries, new Date(Date.UTC(2026, 0, index + 1)), newest.projectVersion);
    mkdirSync(path.dirname(path.join(folder, objectFile(sha256(own)))), { recursive: true });
    writeFileSync(path.join(folder, objectFile(sha256(own))), packObject(own));
    writeFileSync(path.join(folder, copyFile(manifest.id)), packManifest(manifest));
    return { manifest, object: objectFile(sha256(own)) };
  });
  const summaries = older.map(({ manifest: { entries: _entries, format: _format, ...summary } }) => summary);
  writeFileSync(path.join(folder, indexName), copyListText([...listed, ...summaries.reverse()]));
  writeFileSync(path.join(root, article), `${text.trimEnd()}\n\nFassung 11.\n`);
  const eleventh = await deploy('sftp');
  expect(eleventh.code, eleventh.output).toBe(0);
  const kept = readdirSync(path.join(folder, 'kopien'));
  expect(kept).toHaveLength(keptCopies);
  const [oldest, secondOldest] = older;
  expect(kept).not.toContain(copyFile(oldest?.manifest.id ?? '').replace('kopien/', ''));
  expect(existsSync(path.join(folder, oldest?.object ?? ''))).toBe(false);
  expect(existsSync(path.join(folder, secondOldest?.object ?? ''))).toBe(true);
});

test('where the web root is the login folder, the copy is refused in German and nothing lands in it; the publish still counts', async () => {
  setTarget(root, 'ftps', '/');
  const before = snapshot(homes.ftps);
  const refused = await deploy('ftps');
  setTarget(root, 'sftp');
  expect(refused.code, refused.output).toBe(0);
  expect(refused.output).toContain(
    '⚠ Keine Sicherung am Server: der Ordner der Website („/“, eingetragen als „Ordner am Server“) ist der Ordner nach der Anmeldung, daneben gibt es keinen Ordner außerhalb der Website',
  );
  expect(refused.output).toContain(
    'Die Website ist trotzdem veröffentlicht; das nächste Veröffentlichen versucht die Sicherung erneut.',
  );
  const after = snapshot(homes.ftps);
  expect(Object.keys(after).filter((file) => !(file in before) && /sicherung|kopien|objekte/.test(file))).toEqual([]);
});

type Settings = { deploy?: Record<string, unknown> | null };
const settingsFile = 'content/settings/site.yaml';
let saved: {
  deploy: Record<string, unknown>;
  content: Record<string, string>;
  history: Record<string, string>;
  entries: string[];
  social: Buffer;
  /** What the launch check still lists on the first computer. */
  launch: string[];
};

test('a fresh copy of the project: npm run restore asks for the server and its key, lists the copies and brings back content/ and the history byte for byte', async () => {
  saved = {
    deploy: (parse(readFileSync(path.join(root, settingsFile), 'utf8')) as Settings).deploy ?? {},
    content: snapshot(path.join(root, 'content')),
    history: snapshot(path.join(root, '.editor-history')),
    entries: (await editorHistory(root).list()).map(entryText),
    social: readFileSync(path.join(root, 'public/og-default.jpg')),
    launch: launchItems(root, {}).map(terminalLine),
  };
  expect(saved.entries.length).toBeGreaterThanOrEqual(2);
  // The computer is gone: so is the project.
  rmSync(root, { recursive: true, force: true });
  const fresh = copyProjectInto(path.join(work, 'fresh'));
  expect(existsSync(path.join(fresh, '.editor-history'))).toBe(false);
  const answers = ['sftp', '127.0.0.1', String(ports.sshd), sftp.user, webRoot('sftp'), '', 'j', '1', 'j', ''].join(
    '\n',
  );
  const restore = await run(fresh, ['restore'], sftpEnv(), answers);
  console.log(`restore on a fresh copy: ${restore.seconds.toFixed(1)} s\n${restore.output}`);
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain(
    `Erste Verbindung zu diesem Server: 127.0.0.1:${ports.sshd} meldet sich mit dem Schlüssel`,
  );
  expect(restore.output).toMatch(/^ {2}1 {2}Sicherung vom \d\d\.\d\d\.\d{4}, \d\d:\d\d – 5 Artikel, 2 Bilder$/m);
  expect(restore.output).toMatch(/^ {2}10 {2}Sicherung vom /m);
  expect(restore.output).toContain('alle Prüfsummen stimmen');
  // Everything as it was, but the server's key: a copy never brings it, the next publish asks again.
  const { 'settings/site.yaml': settingsHash, ...others } = snapshot(path.join(fresh, 'content'));
  const { 'settings/site.yaml': _savedSettings, ...savedOthers } = saved.content;
  expect(others).toEqual(savedOthers);
  expect(settingsHash).toBeDefined();
  const restoredDeploy = (parse(readFileSync(path.join(fresh, settingsFile), 'utf8')) as Settings).deploy;
  const { hostKey: _key, ...savedDeploy } = saved.deploy;
  expect(restoredDeploy).toEqual(savedDeploy);
  expect(snapshot(path.join(fresh, '.editor-history'))).toEqual(saved.history);
  expect((await editorHistory(fresh).list()).map(entryText)).toEqual(saved.entries);
  // The social picture the owner replaced is back too: the launch check has nothing new to say about it.
  expect(readFileSync(path.join(fresh, 'public/og-default.jpg')).equals(saved.social)).toBe(true);
  // The new computer has nothing open that the first one had not, and the owner reads that the pictures are back.
  expect(launchItems(fresh, {}).map(terminalLine)).toEqual(saved.launch);
  const done = restore.output.match(/✓ Sicherung vom [^\n]* wiederhergestellt: [^\n]*/)?.[0] ?? '';
  expect(done).toContain('das Porträtfoto, das Vorschaubild für soziale Netzwerke');
  expect(developerWordsIn(done)).toEqual([]);
  root = fresh;
});

test('a truncated copy is refused by its checksum and nothing is written', async () => {
  // The photo's stored content, which every copy uses.
  const photo = createHash('sha256')
    .update(readFileSync(path.join(root, 'content/images/portrait.jpg')))
    .digest('hex');
  const biggest = path.join(backupFolder('sftp'), 'objekte', photo.slice(0, 2), `${photo}.gz`);
  const original = readFileSync(biggest);
  const project = copyProjectInto(path.join(work, 'second'));
  const before = { content: snapshot(path.join(project, 'content')), all: readdirSync(project).sort() };
  setTarget(project, 'sftp');
  // Half of the file, as an upload that broke off leaves it; tests/unit/backupCopies.test.ts refuses a
  // changed byte and a truncated list of the copy at the same check.
  writeFileSync(biggest, original.subarray(0, Math.floor(original.length / 2)));
  const refused = await run(project, ['restore'], sftpEnv(), ['1', 'j', ''].join('\n'));
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toMatch(
    /✗ Die Sicherung vom Server \(Sicherung vom .*\) ist beschädigt oder unvollständig \(Prüfsumme stimmt nicht\) – erlaubt: eine andere Sicherung wählen; es wurde nichts geschrieben\.$/m,
  );
  expect(refused.output).not.toMatch(/^\s+at /m);
  // The project as it was, apart from the target written above.
  expect(readdirSync(project).sort()).toEqual(before.all);
  const content = snapshot(path.join(project, 'content'));
  delete content['settings/site.yaml'];
  const expected = { ...before.content };
  delete expected['settings/site.yaml'];
  expect(content).toEqual(expected);
  expect(existsSync(path.join(project, '.editor-history'))).toBe(false);
  writeFileSync(biggest, original);
});

test('a tampered copy naming a stranger’s server and its key: npm run restore shows „Port: alt → neu“ and asks first; after the yes the next npm run deploy shows that server’s key and asks before any password is sent', async () => {
  // The stranger's server logs every password it is sent; the copy on the owner's server is rewritten
  // as the tools write it, with the owner's work and settings that name the stranger's port and key.
  const stranger = await startLoggingSsh(ports.spare[0]);
  stops.push(stranger.stop);
  const own = readFileSync(path.join(root, settingsFile), 'utf8');
  const group = { protocol: 'sftp' as const, user: sftp.user, folder: webRoot('sftp') };
  const tampered = withDeployGroup(own, deployGroup({ ...group, port: stranger.port, hostKey: stranger.fingerprint }));
  const files = collectWork(root).map((file) =>
    file.path === settingsFile ? { ...file, bytes: Buffer.from(tampered) } : file,
  );
  const { folder, files: stored } = memoryFolder();
  await uploadCopy(folder, files, '1.0.0', new Date());
  for (const [name, content] of stored) {
    mkdirSync(path.dirname(path.join(backupFolder('sftp'), name)), { recursive: true });
    writeFileSync(path.join(backupFolder('sftp'), name), content);
  }

  // The server's key (the restore before left none), the copy, the change of the server, the owner's work.
  const restore = await run(root, ['restore'], sftpEnv(), ['j', '1', 'j', 'j', ''].join('\n'));
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain(
    `Diese Sicherung ändert, wohin das Veröffentlichen Ihre Website und Ihr Passwort schickt – Port: ${ports.sshd} → ${stranger.port}.`,
  );
  expect(restore.output).toContain('Diese Änderung des Servers übernehmen? (j/n)');
  expect(readFileSync(path.join(root, settingsFile), 'utf8')).not.toContain('hostKey');

  // The next publish with a password: the stranger's key is shown and asked about; no terminal, no yes, nothing sent.
  // (The deploy stops before any upload, so a page stands in for the build this fresh copy lacks.)
  mkdirSync(path.join(root, 'dist/client'), { recursive: true });
  writeFileSync(path.join(root, 'dist/client/index.html'), '<!doctype html><title>Build</title>\n');
  const publish = await runOwnerCommand(root, ['deploy', '--', '--no-build'], {
    web: ports.sftpWeb,
    forms: ports.forms,
    certFile,
    env: { DEPLOY_PASSWORD: password },
  });
  expect(publish.code, publish.output).toBe(1);
  expect(publish.output).toContain(
    `Erste Verbindung zu diesem Server: 127.0.0.1:${stranger.port} meldet sich mit dem Schlüssel\n  ${stranger.fingerprint}`,
  );
  expect(publish.output).toContain('Nichts wurde gesendet, hochgeladen oder gelöscht.');
  expect(stranger.passwords).toEqual([]);
  expect(stranger.attempts()).toBe(0);
});

test('FTPS pins the server’s certificate as SFTP pins its key: unconfirmed, the publish shows the certificate’s fingerprint and asks before the login; another than the confirmed one is refused, nothing sent', async () => {
  const settings = path.join(root, settingsFile);
  const own = readFileSync(settings, 'utf8');
  const before = snapshot(webRoot('ftps'));
  const ftps = { protocol: 'ftps' as const, port: ports.ftpd, user: 'deploy', folder: 'html' };
  writeFileSync(settings, withDeployGroup(own, deployGroup(ftps)));
  const asked = await deploy('ftps');
  expect(asked.code, asked.output).toBe(1);
  expect(asked.output).toContain(
    `Erste Verbindung zu diesem Server: 127.0.0.1:${ports.ftpd} meldet sich mit dem Zertifikat\n  ${certificatePin(certFile)}`,
  );
  expect(asked.output).toContain('hier kann niemand gefragt werden (kein Terminal)');

  writeFileSync(settings, withDeployGroup(own, deployGroup({ ...ftps, hostKey: `SHA256:${'A'.repeat(43)}` })));
  const other = await deploy('ftps');
  expect(other.code, other.output).toBe(1);
  expect(other.output).toContain(
    `Der Server 127.0.0.1:${ports.ftpd} meldet sich mit einem anderen Schlüssel als dem gespeicherten`,
  );
  expect(other.output).toContain('Nichts wurde gesendet, hochgeladen oder gelöscht.');
  expect(snapshot(webRoot('ftps'))).toEqual(before);
  writeFileSync(settings, own);
});

test('a copy changed on the server (a file added, checksums recomputed) is refused naming the file: content/+config.ts; nothing is written', async () => {
  const folder = backupFolder('sftp');
  const [newest] = JSON.parse(readFileSync(path.join(folder, indexName), 'utf8')).copies as CopySummary[];
  const list = path.join(folder, copyFile(newest?.id ?? ''));
  const original = readFileSync(list);
  const stored = {
    read: (file: string) => (existsSync(path.join(folder, file)) ? readFileSync(path.join(folder, file)) : undefined),
    write: (file: string, bytes: Buffer) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), bytes);
    },
  };
  const project = copyProjectInto(path.join(work, 'third'));
  setTarget(project, 'sftp');
  const before = snapshot(project, { skip: ['node_modules'] });
  // Code the build would run, end to end; tests/unit/backupCopies.test.ts refuses every other kind of
  // file (a web page, an SVG, XHTML, a git hook …) at the same check of the copy, naming it.
  const evil = evilFiles.find((file) => file.path === 'content/+config.ts');
  if (!evil) throw new Error('tests/support/tamperCopy.ts has no content/+config.ts');
  try {
    tamperCopy(stored, newest?.id ?? '', [evil]);
    const refused = await run(project, ['restore'], sftpEnv(), ['1', 'j', ''].join('\n'));
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(
      /✗ Die Sicherung vom Server \(Sicherung vom .*\) enthält die Datei „content\/\+config\.ts“ – erlaubt sind nur die Dateien, die der Editor selbst schreibt: .*; es wurde nichts geschrieben\.$/m,
    );
    expect(snapshot(project, { skip: ['node_modules'] })).toEqual(before);
  } finally {
    writeFileSync(list, original);
  }
});
