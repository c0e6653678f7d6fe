import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  certificatePin,
  completeSettings as complete,
  deployGroup,
  type Protocol,
  publishPorts,
  runOwnerCommand,
  siteUrl,
  startPublishServers,
} from '../support/deployRuns.ts';
import { relay, type SftpServer, servedFolder } from '../support/deployServers.ts';
import type { RunningHost } from '../support/hosts.ts';
import { copyProjectInto, projectFiles, replaceImages } from '../support/projectCopy.ts';
import { snapshot } from '../support/snapshot.ts';
import { startTlsNginx } from '../support/tlsHosts.ts';

// `npm run deploy` as the owner runs it, in a copy of the project with complete settings: to an
// SFTP server (Debian's OpenSSH) and an FTPS server (pure-ftpd, explicit TLS), both on 127.0.0.1
// behind a relay that the tests can cut (a server going down mid-upload). nginx with the hosting
// kit serves each upload folder over HTTPS, so the host check at the end of a deploy checks what
// arrived. Two builds: the first, and one with a changed article, a removed article and a new
// tagline (which changes every page: plenty to upload when the server stops mid-upload). The first
// SFTP deploy runs in a terminal (util-linux `script`), where it asks whether to trust the server's key.

const shared = publishPorts(0);
const base = shared.base;
/** The relays in front of sshd and pure-ftpd, which a test can cut. */
const ports = { ...shared, sftp: shared.spare[0], ftps: shared.spare[1] };
const passphrase = 'Schluessel-Passphrase-7f3Kq9';
const password = 'Ftp-Passwort-x8Zr2Lw5';
const article = 'content/articles/go-to-market-strategie.md';
const removed = 'kmus-business-schools';

let work = '';
let root = '';
let certFile = '';
let sftp: SftpServer;
/** The settings file without its deploy group (the owner's values; a test may change one). */
let settings = complete;
const folders = { sftp: '', ftps: '' };
const relays = { sftp: relay(ports.sftp, ports.sshd), ftps: relay(ports.ftps, ports.ftpd) };
const stops: (() => Promise<void>)[] = [];
const outputs: string[] = [];

/** The SFTP server's key as the owner confirmed it (deploy.hostKey), once the first deploy named it. */
let hostKey = '';

/** The settings with the deploy group for `protocol` (through the relay). */
function setTarget(protocol: Protocol | 'ftp') {
  const target =
    protocol === 'sftp'
      ? { protocol, port: ports.sftp, user: sftp.user, folder: folders.sftp, hostKey }
      : { protocol, port: ports.ftps, user: 'deploy', folder: '/', hostKey: certificatePin(certFile) };
  writeFileSync(
    path.join(root, 'content/settings/site.yaml'),
    settings.replace(/^deploy: null$/m, deployGroup(target)),
  );
}

/**
 * Runs `npm run deploy -- …` in the copy; the owner sees stdout and stderr together. With `answer`,
 * in a terminal (util-linux `script` gives it one), answering the question about the server's key.
 */
async function deploy(
  protocol: Protocol | 'ftp',
  args: string[] = [],
  env: Record<string, string> = {},
  whileRunning?: () => Promise<void>,
  answer?: 'j' | 'n',
) {
  setTarget(protocol);
  const { code, output, lines } = await runOwnerCommand(root, ['deploy', '--', ...args], {
    web: protocol === 'sftp' ? ports.sftpWeb : ports.ftpsWeb,
    forms: ports.forms,
    certFile,
    env: { ...(protocol === 'sftp' ? {} : { DEPLOY_PASSWORD: password }), ...env },
    ...(answer ? { answer } : {}),
    ...(whileRunning ? { whileRunning } : {}),
  });
  outputs.push(output);
  const count = (label: string) => Number(output.match(new RegExp(`${label}: (\\d+)`))?.[1] ?? Number.NaN);
  return {
    code,
    output,
    lines,
    toUpload: Number(output.match(/Hochzuladen: (\d+) Dateien?/)?.[1] ?? Number.NaN),
    unchanged: count('unverändert'),
    toDelete: count('zu löschen'),
  };
}

const build = () => snapshot(path.join(root, 'dist/client'));

/** The server folder holds exactly the build, plus the deploy's manifest; no temporary file is left. */
function expectServerHoldsBuild(protocol: Protocol) {
  const server = snapshot(folders[protocol]);
  expect(server['.htdeploy-manifest.json']).toBeDefined();
  delete server['.htdeploy-manifest.json'];
  expect(server).toEqual(build());
}

/** How many files differ between two builds: new or changed, and gone. */
function difference(before: Record<string, string>, after: Record<string, string>) {
  return {
    changed: Object.keys(after).filter((file) => before[file] !== after[file]).length,
    gone: Object.keys(before).filter((file) => !(file in after)).length,
  };
}

const noStackTrace = (output: string) => {
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(output).not.toMatch(/Error:|ECONN|EPIPE/);
};

// Up to eight deploys in one test, slow beside other test runs: a timeout with room for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the hook's fixtures from this pattern; it needs none.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), 'site-deploy-'));
  servedFolder(work);
  root = path.join(work, 'project');
  await replaceImages(copyProjectInto(root));

  folders.sftp = servedFolder(path.join(work, 'sftp-www'));
  folders.ftps = servedFolder(path.join(work, 'ftps-www'));
  const servers = await startPublishServers({ work, ports, ftpsHome: folders.ftps, passphrase, password });
  const { certificate } = servers;
  certFile = certificate.certFile;
  sftp = servers.sftp;
  stops.push(...servers.stops, relays.sftp.cut, relays.ftps.cut);
  await relays.sftp.start();
  await relays.ftps.start();
  const hosts: RunningHost[] = [];
  for (const [name, folder, web] of [
    ['sftp', folders.sftp, ports.sftpWeb],
    ['ftps', folders.ftps, ports.ftpsWeb],
  ] as const)
    hosts.push(
      await startTlsNginx({
        name: `deploy-${name}-${base}`,
        client: folder,
        inPlace: true,
        httpsPort: web[0],
        httpPort: web[1],
        certificate,
        siteUrl,
      }),
    );
  stops.push(...hosts.map((host) => host.stop));
  // The key's passphrase in the untracked file, as ANLEITUNG.md („Veröffentlichen“) says.
  writeFileSync(
    path.join(root, '.env.deploy'),
    `# Zugang für npm run deploy\nDEPLOY_SSH_KEY=${sftp.keyFile}\nDEPLOY_SSH_KEY_PASSPHRASE="${passphrase}"\n`,
  );
});

test.afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('without a deploy group or with plain ftp, one German line says what to fill in', async () => {
  writeFileSync(path.join(root, 'content/settings/site.yaml'), complete);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('DEPLOY_')));
  const missing = await new Promise<string>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'deploy', '--', '--no-build'], {
      cwd: root,
      env: inherited,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', () => resolve(output));
  });
  expect(missing.split('\n')[0]).toMatch(
    /^✗ content\/settings\/site\.yaml: deploy \(Veröffentlichen\): fehlt – erlaubt: eine Gruppe mit protocol \(sftp, ftps oder ftp\), host, user und folder/,
  );
  const ftp = await deploy('ftp', ['--no-build']);
  expect(ftp.code).toBe(1);
  expect(ftp.lines[0]).toBe(
    '✗ content/settings/site.yaml: deploy.protocol (Protokoll): „ftp“ überträgt Passwort und Dateien unverschlüsselt – erlaubt: sftp oder ftps; nur wenn Ihr Anbieter keines davon kann: npm run deploy -- --allow-ftp',
  );
  // A value of the template left: the launch check refuses before the server is asked anything.
  settings = complete.replace(/^brand: /m, 'brand: !platzhalter ');
  const open = await deploy('sftp');
  settings = complete;
  expect(open.code).toBe(1);
  expect(open.lines).toContain('Noch nicht startklar – 1 Punkt ist offen:');
  expect(open.output).toContain(
    'brand (Marke (Geschäftsbezeichnung)): „Berger Strategieberatung“ ist ein Beispielwert der Vorlage',
  );
  expect(open.lines.at(-1)).toBe('✗ Noch nicht startklar – nichts wurde gebaut, gesendet oder hochgeladen.');
  expect(open.output).not.toContain('Verbinde');
  expect(readdirSync(folders.sftp)).toEqual([]);
  const unknown = await deploy('sftp', ['--schnell']);
  expect(unknown.lines).toEqual([
    '✗ Unbekannte Angabe „--schnell“ – erlaubt: --no-build, --dry-run, --allow-ftp, --yes (z. B. npm run deploy -- --dry-run)',
  ]);
});

let first: Record<string, string> = {};

/** sshd's log since `from`: its connections, and every login attempt it saw. */
const sshdLog = (from = 0) => readFileSync(sftp.authLog, 'utf8').slice(from);
const noLoginAttempt = (log: string) => {
  // The deploy reached the server (so the test can fail), but sent no user name, password or key.
  expect(log).toMatch(/Connection from 127\.0\.0\.1 port \d+/);
  expect(log).not.toMatch(/Accepted|Postponed|Failed|Invalid user|Disconnected from user/);
};

test('the first deploy to an SFTP server shows its key and asks before sending anything; "j" stores it with the file’s comments and uploads, and the host check passes', async () => {
  const settingsFile = path.join(root, 'content/settings/site.yaml');
  let mark = sshdLog().length;
  const no = await deploy('sftp', [], {}, undefined, 'n');
  expect(no.code, no.output).toBe(1);
  // The key is asked before the build: a „n“ builds nothing.
  const key = no.output.match(/^ {2}(SHA256:[\w+/]{43})$/m)?.[1] ?? '';
  expect(key).not.toBe('');
  expect(no.lines).toEqual([
    `Verbinde mit sftp://${sftp.user}@127.0.0.1:${ports.sftp} …`,
    `Erste Verbindung zu diesem Server: 127.0.0.1:${ports.sftp} meldet sich mit dem Schlüssel`,
    `  ${key}`,
    'Vergleichen Sie ihn mit dem Schlüssel, den Ihr Hosting-Anbieter nennt (Kundenbereich oder Support): nur wenn beide gleich sind, ist es wirklich Ihr Server.',
    `Diesem Server (127.0.0.1:${ports.sftp}) vertrauen und den Schlüssel speichern? (j/n) n`,
    'Abgebrochen: Dem Server wurde nicht vertraut. Nichts wurde gesendet – weder Passwort noch Dateien.',
  ]);
  noLoginAttempt(sshdLog(mark));
  expect(readdirSync(folders.sftp)).toEqual([]);
  expect(readFileSync(settingsFile, 'utf8')).not.toContain('hostKey');

  // Where nobody can be asked (no terminal), the deploy refuses without --yes.
  mark = sshdLog().length;
  const unasked = await deploy('sftp', ['--no-build']);
  expect(unasked.code).toBe(1);
  expect(unasked.lines.at(-1)).toBe(
    '✗ Der Server ist noch nicht bestätigt (kein deploy.hostKey in content/settings/site.yaml), und hier kann niemand gefragt werden (kein Terminal). Einmal im Terminal npm run deploy ausführen oder im Editor veröffentlichen und den Schlüssel bestätigen – oder npm run deploy -- --yes, um ihm dieses eine Mal zu vertrauen (der Schlüssel wird dann gespeichert). Nichts wurde gesendet, hochgeladen oder gelöscht.',
  );
  noLoginAttempt(sshdLog(mark));
  expect(readdirSync(folders.sftp)).toEqual([]);

  setTarget('sftp');
  const before = readFileSync(settingsFile, 'utf8').split('\n');
  // Nothing was built while the key was not trusted: this run builds.
  const run = await deploy('sftp', [], {}, undefined, 'j');
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain(`(j/n) j\n✓ Schlüssel als deploy.hostKey in content/settings/site.yaml gespeichert`);
  // The key went into the deploy group; every line the file had before is still there, in order.
  const after = readFileSync(settingsFile, 'utf8').split('\n');
  expect(after.filter((line) => !before.includes(line))).toEqual([
    '  # Der Schlüssel des Servers: beim ersten Hochladen von Ihnen bestätigt. Meldet sich der Server',
    '  # anders, bricht das Veröffentlichen ab, ohne etwas zu senden.',
    `  hostKey: ${key}`,
  ]);
  expect(after.filter((line) => before.includes(line))).toEqual(before);
  hostKey = key;
  first = build();
  const count = Object.keys(first).length;
  expect(run.lines).toContain(
    `Hochzuladen: ${count} Dateien (${run.output.match(/Hochzuladen: \d+ Dateien \(([^)]+)\)/)?.[1]}), unverändert: 0, zu löschen: 0`,
  );
  expect(run.output).toMatch(
    new RegExp(`Fertig in [\\d,]+ s: ${count} Dateien hochgeladen \\([^)]+\\), 0 unverändert, 0 gelöscht\\.`),
  );
  expect(run.lines.at(-1)).toMatch(/^✓ Alles in Ordnung: HTTPS/);
  expectServerHoldsBuild('sftp');
  // The deploy target stays out of the public files.
  for (const file of Object.keys(first))
    expect(readFileSync(path.join(root, 'dist/client', file)).includes(folders.sftp), file).toBe(false);

  const ftps = await deploy('ftps', ['--no-build']);
  expect(ftps.code, ftps.output).toBe(0);
  expect(ftps.toUpload).toBe(Object.keys(first).length);
  expect(ftps.lines.at(-1)).toMatch(/^✓ Alles in Ordnung: HTTPS/);
  expectServerHoldsBuild('ftps');
  noStackTrace(no.output + unasked.output + run.output + ftps.output);
});

let second: Record<string, string> = {};

test('--dry-run lists what would change and changes nothing; a wrong password uploads and deletes nothing', async () => {
  const text = readFileSync(path.join(root, article), 'utf8');
  writeFileSync(
    path.join(root, article),
    `${text.trimEnd()}\n\nEin zusätzlicher Absatz, damit sich genau dieser Artikel ändert.\n`,
  );
  rmSync(path.join(root, `content/articles/${removed}.md`));
  // A new tagline changes the shared script and with it every page: plenty to upload.
  settings = complete.replace(/^tagline: .*$/m, 'tagline: Strategie · Marke · Wirkung');
  expect(settings).not.toBe(complete);
  const before = { sftp: snapshot(folders.sftp, { times: true }), ftps: snapshot(folders.ftps, { times: true }) };
  const dry = await deploy('sftp', ['--dry-run']);
  expect(dry.code, dry.output).toBe(0);
  second = build();
  const { changed, gone } = difference(first, second);
  expect(dry.output).toContain('Probelauf: am Server wird nichts geändert.');
  expect(dry.output).toMatch(new RegExp(`Würde hochladen: ${changed} Dateien? \\(`));
  expect(dry.lines).toContain(
    `  + blog/go-to-market-strategie.html (geändert, ${dry.output.match(/blog\/go-to-market-strategie\.html \(geändert, ([^)]+)\)/)?.[1]}) – Seiten`,
  );
  // The removed article's page and its Brotli copy.
  expect(gone).toBeGreaterThanOrEqual(2);
  expect(dry.lines.filter((line) => line.startsWith('  − '))).toHaveLength(gone);
  expect(dry.lines).toContain(`  − blog/${removed}.html`);
  expect(dry.output).not.toContain('Prüfe');
  const confirmed = hostKey;
  hostKey = `SHA256:${'A'.repeat(43)}`;
  const mark = sshdLog().length;
  const otherServer = await deploy('sftp', ['--no-build', '--dry-run']);
  hostKey = confirmed;
  expect(otherServer.code).toBe(1);
  expect(otherServer.lines.slice(1)).toEqual([
    `✗ Der Server 127.0.0.1:${ports.sftp} meldet sich mit einem anderen Schlüssel als dem gespeicherten – gespeichert (deploy.hostKey): SHA256:${'A'.repeat(43)}, gemeldet: ${confirmed}. Das kann ein fremder Server sein, der sich als Ihrer ausgibt, oder Ihr Anbieter hat den Schlüssel erneuert: beim Anbieter nachfragen. Nur wenn er den neuen Schlüssel bestätigt, ihn als deploy.hostKey in content/settings/site.yaml eintragen. Nichts wurde gesendet, hochgeladen oder gelöscht.`,
  ]);
  noLoginAttempt(sshdLog(mark));
  expect(dry.output).not.toContain('Schlüssel des Servers');
  const ftpsDry = await deploy('ftps', ['--no-build', '--dry-run']);
  expect(ftpsDry.output).toMatch(new RegExp(`Würde hochladen: ${changed} Dateien? \\(`));
  const allowed = await deploy('ftp', ['--no-build', '--dry-run', '--allow-ftp']);
  expect(allowed.code, allowed.output).toBe(0);
  expect(allowed.lines).toContain(
    '⚠ Achtung: ftp überträgt Ihr Passwort und alle Dateien unverschlüsselt; wer mitliest, kann Ihre Website ändern. Fragen Sie Ihren Anbieter nach sftp oder ftps.',
  );
  expect(allowed.output).toMatch(new RegExp(`Würde hochladen: ${changed} Dateien? \\(`));

  writeFileSync(path.join(root, '.env.deploy'), 'DEPLOY_PASSWORD=Falsches-Passwort-Qm4\n');
  // Without --no-build: the password is refused before anything is built.
  const wrongSftp = await deploy('sftp');
  const wrongFtps = await deploy('ftps', ['--no-build'], { DEPLOY_PASSWORD: 'Falsches-Passwort-Qm4' });
  writeFileSync(
    path.join(root, '.env.deploy'),
    `DEPLOY_SSH_KEY=${sftp.keyFile}\nDEPLOY_SSH_KEY_PASSPHRASE='${passphrase}'\n`,
  );
  expect(wrongSftp.lines).toEqual([
    `Verbinde mit sftp://${sftp.user}@127.0.0.1:${ports.sftp} …`,
    `✗ Anmeldung am Server 127.0.0.1:${ports.sftp} abgelehnt: Benutzername (deploy.user „${sftp.user}“) oder Passwort (DEPLOY_PASSWORD) stimmen nicht. Nichts wurde hochgeladen oder gelöscht.`,
  ]);
  expect(wrongFtps.lines).toEqual([
    `Verbinde mit ftps://deploy@127.0.0.1:${ports.ftps} …`,
    `✗ Anmeldung am Server 127.0.0.1:${ports.ftps} abgelehnt: Benutzername (deploy.user „deploy“) oder Passwort (DEPLOY_PASSWORD) stimmen nicht. Nichts wurde hochgeladen oder gelöscht.`,
  ]);
  for (const run of [wrongSftp, wrongFtps]) {
    expect(run.code).toBe(1);
    expect(run.output).not.toContain('Falsches-Passwort-Qm4');
  }
  expect(snapshot(folders.sftp, { times: true })).toEqual(before.sftp);
  expect(snapshot(folders.ftps, { times: true })).toEqual(before.ftps);
  noStackTrace(dry.output + wrongSftp.output + wrongFtps.output);
});

test('the second deploy plans exactly the changed files; the server stops mid-upload: nothing is deleted, and the next run completes the deploy and deletes a removed article’s page after the new pages arrived', async () => {
  const { changed, gone } = difference(first, second);
  for (const protocol of ['sftp', 'ftps'] as const) {
    const before = snapshot(folders[protocol]);
    const watch = async () => {
      // Cut the connection once the first new file arrived.
      for (let waited = 0; waited < 60_000; waited += 10) {
        const arrived = readdirSync(path.join(folders[protocol], 'assets'), { recursive: true, encoding: 'utf8' }).some(
          (file) => !file.includes('.htdeploy-') && !(`assets/${file}` in before) && file.includes('.'),
        );
        if (arrived) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await relays[protocol].cut();
    };
    // SFTP with --yes: a run without a terminal trusts a server whose key is not stored, this once, and stores it.
    const confirmed = hostKey;
    if (protocol === 'sftp') hostKey = '';
    const broken = await deploy(protocol, protocol === 'sftp' ? ['--no-build', '--yes'] : ['--no-build'], {}, watch);
    hostKey = confirmed;
    await relays[protocol].start();
    expect(broken.code, broken.output).toBe(1);
    if (protocol === 'sftp') {
      expect(broken.lines).toContain('⚠ --yes: diesem Schlüssel wird ohne Rückfrage vertraut.');
      expect(readFileSync(path.join(root, 'content/settings/site.yaml'), 'utf8')).toContain(
        `  hostKey: ${confirmed}\n`,
      );
    }
    // Compared with the list of the server's last upload: what changed goes up, what is gone goes after.
    expect([broken.toUpload, broken.unchanged, broken.toDelete]).toEqual([
      changed,
      Object.keys(second).length - changed,
      gone,
    ]);
    expect(broken.output).toMatch(
      new RegExp(
        `^✗ Abgebrochen nach \\d+ von ${changed} Dateien: Die Verbindung zum Server 127\\.0\\.0\\.1:${ports[protocol]} ist abgebrochen oder er antwortet nicht mehr\\.$`,
        'm',
      ),
    );
    expect(broken.output).toContain('Gelöscht wurde nichts: die Website funktioniert weiter');
    expect(broken.output).toContain(
      'Führen Sie npm run deploy noch einmal aus (mit --no-build, der Build ist fertig): es setzt beim zuletzt am Server vermerkten Stand fort',
    );
    const after = snapshot(folders[protocol]);
    for (const file of Object.keys(before)) expect(file in after, `${file} still on the server`).toBe(true);
    expect(existsSync(path.join(folders[protocol], `blog/${removed}.html`))).toBe(true);
    noStackTrace(broken.output);

    const log = protocol === 'sftp' ? readFileSync(sftp.logFile, 'utf8').length : 0;
    const done = await deploy(protocol, ['--no-build']);
    expect(done.code, done.output).toBe(0);
    // What arrived in a phase that finished is not uploaded again; the rest is.
    expect(done.toUpload).toBeLessThanOrEqual(changed);
    expect(done.toDelete).toBe(gone);
    expect(done.output).toContain(`blog/${removed}.html`);
    expect(done.lines.at(-1)).toMatch(/^✓ Alles in Ordnung: HTTPS/);
    expectServerHoldsBuild(protocol);
    if (protocol === 'sftp') {
      // The server's own record: the removed article's page went after the last page arrived.
      const actions = readFileSync(sftp.logFile, 'utf8').slice(log).split('\n');
      const lastPage = actions.findLastIndex((line) => /rename .*new ".*\.html(\.br)?"/.test(line));
      const deleted = actions.findIndex((line) => line.includes('remove') && line.includes(`blog/${removed}.html`));
      expect(lastPage, actions.join('\n')).toBeGreaterThan(0);
      expect(deleted).toBeGreaterThan(lastPage);
      // The manifest the deploy left names exactly this build: the next run has nothing to do.
      const again = await deploy(protocol, ['--no-build']);
      expect(again.output).toContain(
        `Nichts zu tun: der Server hat schon genau diesen Build (${Object.keys(second).length} Dateien).`,
      );
    }
  }
});

test('no secret appears in the output or in any file the deploy wrote', () => {
  expect(outputs.length).toBeGreaterThan(10);
  for (const output of outputs) for (const secret of [passphrase, password]) expect(output).not.toContain(secret);
  const written = [folders.sftp, folders.ftps, path.join(root, 'dist')];
  for (const folder of written)
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const content = readFileSync(path.join(entry.parentPath, entry.name));
      for (const secret of [passphrase, password])
        expect(content.includes(secret), `${entry.name} holds a secret`).toBe(false);
    }
  // The deploy writes nothing into the project besides the build (dist, and generated/ by the build's plugins).
  const projectFilesNow = readdirSync(root).sort();
  expect(projectFilesNow).toEqual(
    [...projectFiles, '.editor-publish.json', '.env.deploy', 'dist', 'generated', 'node_modules'].sort(),
  );
  // What the editor learns about the last deploy: when, how many files, where – no secret.
  const state = readFileSync(path.join(root, '.editor-publish.json'), 'utf8');
  expect(JSON.parse(state)).toMatchObject({
    files: expect.any(Number),
    address: expect.stringMatching(/^(sftp|ftps):\/\//),
  });
  for (const secret of [passphrase, password]) expect(state).not.toContain(secret);
});
