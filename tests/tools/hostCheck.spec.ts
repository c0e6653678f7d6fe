import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contactHeaders, contactPayload, emptyContactValues } from '#components/contact/submitContact.ts';
import { site } from '#model/site.ts';
import { connectTo, requestAs, runCheck } from '../support/checkHost.ts';
import { type FormService, startFormService } from '../support/formService.ts';
import type { RunningHost } from '../support/hosts.ts';
import { buildSite } from '../support/siteBuild.ts';
import { startTlsApache, startTlsNginx, type TestCertificate, testCertificate } from '../support/tlsHosts.ts';

// `npm run check:host` against real servers on 127.0.0.1: the site is built for
// https://www.site.test and served over HTTPS (a throwaway certificate for site.test and
// www.site.test) and plain HTTP by nginx and Apache with the hosting kit, and by a bare nginx.
// CHECK_HOST_CONNECT_TO sends the check's connections there; names, Host headers and certificate
// checks stay as on the internet.
// The form's address is a stand-in form service (tests/support/formService.ts) under the name
// forms.test, over HTTPS with the same throwaway certificate and over plain HTTP.
const siteUrl = 'https://www.site.test';
const names = ['www.site.test', 'site.test'];
const base = Number(process.env.HOST_CHECK_PORT ?? Number(process.env.HOST_TEST_PORT ?? 4380) + 20);
const ports = {
  nginx: [base, base + 1],
  apache: [base + 2, base + 3],
  bare: [base + 4, base + 5],
  forms: [base + 6, base + 7],
  closed: base + 9,
} as const;
const form = 'https://forms.test/f/ok';

test.describe.configure({ mode: 'serial' });

let dist = '';
let certificate: TestCertificate;
const hosts: RunningHost[] = [];
let forms: FormService;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the hook's fixtures from this pattern; it needs none.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  dist = await buildSite('hostcheck', { PUBLIC_ENV__SITE_URL: siteUrl });
  // The build's Brotli copies, as `npm run build` writes them (the .htaccess sends them).
  const precompress = spawn(process.execPath, ['integrations/precompress.mjs'], {
    env: { ...process.env, DIST_DIR: dist },
    stdio: 'ignore',
  });
  expect(await new Promise((resolve) => precompress.on('close', resolve))).toBe(0);
  certificate = await testCertificate(path.join(tmpdir(), `site-hostcheck-cert-${base}`), [...names, 'forms.test']);
  const service = { siteOrigin: siteUrl, forms: ['/f/ok'], foreign: ['/f/fremd'] };
  forms = await startFormService({ ...service, port: ports.forms[0], certificate });
  const plainForms = await startFormService({ ...service, port: ports.forms[1] });
  hosts.push(
    { name: 'forms', origin: form, stop: forms.stop },
    { name: 'plain forms', origin: 'http://forms.test', stop: plainForms.stop },
  );
  const common = { client: path.join(dist, 'client'), certificate, siteUrl };
  hosts.push(
    await startTlsNginx({
      ...common,
      name: `hostcheck-kit-${base}`,
      httpsPort: ports.nginx[0],
      httpPort: ports.nginx[1],
    }),
    await startTlsApache({
      ...common,
      name: `hostcheck-${base}`,
      httpsPort: ports.apache[0],
      httpPort: ports.apache[1],
    }),
    await startTlsNginx({
      ...common,
      name: `hostcheck-bare-${base}`,
      httpsPort: ports.bare[0],
      httpPort: ports.bare[1],
      bare: true,
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
});

const check = (
  server: readonly [number, number],
  { trusted = true, origin = siteUrl, distDir = dist, formEndpoint = form, args = [] as string[] } = {},
) =>
  runCheck(
    origin,
    {
      CHECK_HOST_CONNECT_TO: `${connectTo([...names, 'other.test'], ...server)},${connectTo(['forms.test'], ...ports.forms)}`,
      DIST_DIR: distDir,
      PUBLIC_ENV__FORM_ENDPOINT: formEndpoint,
    },
    { trustTestCa: trusted ? certificate.certFile : '', args },
  );

/** No stack trace, no English error of Node's. */
const expectPlainGerman = (output: string) => {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/Error:|ECONN|UNABLE_TO|DEPTH_ZERO/);
};

// The build's CSP: from the local build for this address (nginx), or, with no local build for it,
// from the CSP meta tag of the served home page (Apache).
for (const [name, server, distDir, cspSource] of [
  ['nginx with the kit', ports.nginx, '', 'dist-hostcheck/client/_headers des lokalen Builds'],
  ['Apache with the .htaccess', ports.apache, 'dist-none', 'CSP-Meta-Tag der ausgelieferten Startseite'],
] as const) {
  test(`finds nothing to report on ${name}`, async () => {
    const run = await check(server, { distDir: distDir || dist });
    expect(
      run.lines.filter((line) => line.startsWith('✗')),
      run.output,
    ).toEqual([]);
    expect(run.lines.at(-1)).toMatch(
      /^✓ Alles in Ordnung: HTTPS \(Zertifikat gültig bis \d+\.\d+\.\d{4}\), Umleitungen \(http → https, site\.test → www\.site\.test\), 404-Seite, .*17 Adressen der sitemap\.xml, Kontaktformular \(forms\.test nimmt Anfragen von www\.site\.test an\)\.$/,
    );
    expect(run.lines.at(-1)).toContain(`Sicherheits-Header (CSP verglichen mit dem ${cspSource})`);
    expect(run.code).toBe(0);
  });

  test(`${name} redirects plain http and the other name to ${siteUrl}, and serves other names as they are`, async () => {
    const [httpsPort, httpPort] = server;
    const ca = readFileSync(certificate.certFile, 'utf8');
    const permanent = { status: 301, location: `${siteUrl}/impressum?x=1` };
    expect(await requestAs(httpPort, 'www.site.test', '/impressum?x=1')).toEqual(permanent);
    expect(await requestAs(httpPort, 'site.test', '/impressum?x=1')).toEqual(permanent);
    expect(await requestAs(httpsPort, 'site.test', '/impressum?x=1', { ca })).toEqual(permanent);
    expect(await requestAs(httpsPort, 'www.site.test', '/impressum', { ca })).toEqual({
      status: 200,
      location: undefined,
    });
    // A proxy in front that decrypted HTTPS says so: no redirect loop.
    expect(
      await requestAs(httpPort, 'www.site.test', '/impressum', { headers: { 'X-Forwarded-Proto': 'https' } }),
    ).toEqual({ status: 200, location: undefined });
    expect(await requestAs(httpPort, `127.0.0.1:${httpPort}`, '/impressum')).toEqual({
      status: 200,
      location: undefined,
    });
  });
}

test('reports, in German and one line each, what a bare nginx lacks', async () => {
  const run = await check(ports.bare);
  expect(run.code).toBe(1);
  const expected = [
    '✗ http://www.site.test/robots.txt leitet nicht auf https://www.site.test/robots.txt um (Antwort 200). Besucher sollen die verschlüsselte Adresse bekommen.',
    '✗ https://site.test/robots.txt leitet nicht auf https://www.site.test/robots.txt um (Antwort 200). Wer die Adresse ohne „www.“ eingibt oder verlinkt, soll bei www.site.test landen.',
    `✗ Content-Security-Policy fehlt: eingeschleuste fremde Skripte wären nicht blockiert (erwartet wie im ${dist}/client/_headers des lokalen Builds).`,
    '✗ Strict-Transport-Security fehlt: Browser merken sich nicht, die Website nur verschlüsselt zu laden.',
    '✗ X-Content-Type-Options fehlt: Browser raten den Dateityp, statt dem Server zu glauben.',
    '✗ Referrer-Policy fehlt: fremde Websites erfahren beim Klick auf einen Link die volle Adresse der Seite.',
    '✗ Permissions-Policy fehlt: Kamera, Mikrofon, Standort usw. sind nicht ausdrücklich gesperrt.',
    '✗ X-Frame-Options fehlt: fremde Websites dürfen die Seiten einbetten (Clickjacking).',
    '✗ / wird als „text/html“ ausgeliefert statt als „text/html; charset=utf-8“.',
    '✗ /sitemap.xml wird als „text/xml“ ausgeliefert statt als „application/xml; charset=utf-8“.',
    '✗ /rss.xml wird als „text/xml“ ausgeliefert statt als „application/rss+xml; charset=utf-8“.',
    '✗ /manifest.webmanifest wird als „application/octet-stream“ ausgeliefert statt als „application/manifest+json; charset=utf-8“.',
    '✗ /robots.txt wird als „text/plain“ ausgeliefert statt als „text/plain; charset=utf-8“.',
    '✗ Die Startseite (/) wird nicht komprimiert (weder Brotli noch gzip): Seiten laden langsamer.',
    '✗ Die Startseite hat Cache-Control „–“ statt „no-cache“: Browser zeigen nach einer Änderung womöglich die alte Fassung.',
  ];
  expect(run.lines).toEqual(expect.arrayContaining(expected));
  const patterns = [
    /^✗ Eine unbekannte Adresse \(\/gibt-es-nicht-\w+\) zeigt nicht die eigene 404-Seite \(404\.html\), sondern die Fehlerseite des Servers\.$/,
    /^✗ JavaScript \(\/assets\/.+\.js\) wird nicht komprimiert \(weder Brotli noch gzip\): Seiten laden langsamer\.$/,
    /^✗ \d+ Dateien unter \/assets\/ \(z\. B\. \/assets\/.+\): Cache-Control „–“ statt „public, max-age=31536000, immutable“/,
    /^✗ \d+ von 17 Adressen aus sitemap\.xml antworten nicht mit 200, z\. B\. \/blog \(301\), \/blog\/[\w-]+ \(404\), \/blog\/[\w-]+ \(404\)\.$/,
  ];
  for (const pattern of patterns)
    expect(
      run.lines.some((line) => pattern.test(line)),
      `${pattern}\n${run.output}`,
    ).toBe(true);
  expect(run.lines.at(-1)).toMatch(
    /^\d+ Probleme gefunden\. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“\.$/,
  );
  expectPlainGerman(run.output);
});

test('says in German when the host cannot be reached', async () => {
  const run = await check([ports.closed, ports.closed]);
  expect(run.lines).toEqual([
    'Prüfe https://www.site.test …',
    '✗ https://www.site.test ist nicht erreichbar: der Server nimmt auf Port 443 keine Verbindung an.',
    'Ein Problem gefunden. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“.',
  ]);
  expect(run.code).toBe(1);
  expectPlainGerman(run.output);
});

test('says in German when the certificate is not trusted or not for the name, and never checks without it', async () => {
  // NODE_TLS_REJECT_UNAUTHORIZED=0 would switch certificate checks off for Node in general; not for the check.
  const untrusted = await runCheck(siteUrl, {
    CHECK_HOST_CONNECT_TO: connectTo(names, ...ports.nginx),
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  });
  expect(untrusted.lines[1]).toBe(
    "✗ Das HTTPS-Zertifikat von www.site.test ist selbst ausgestellt; Browser vertrauen ihm nicht – beim Hoster ein Zertifikat einer anerkannten Stelle (z. B. Let's Encrypt) einrichten.",
  );
  expect(untrusted.code).toBe(1);
  const wrongName = await check(ports.nginx, { origin: 'https://other.test' });
  expect(wrongName.lines[1]).toBe(
    '✗ Das HTTPS-Zertifikat gilt nicht für other.test, sondern für andere Namen – beim Hoster ein Zertifikat einrichten, das other.test enthält.',
  );
  expect(wrongName.code).toBe(1);
  for (const run of [untrusted, wrongName]) expect(run.lines).toHaveLength(3);
  expectPlainGerman(`${untrusted.lines.join('\n')}\n${wrongName.output}`);
});

test('names each problem of the contact form in German, and submits nothing without --testanfrage', async () => {
  const formLine = (run: { lines: string[] }) => run.lines.filter((line) => /Formular/.test(line));
  const [foreign, missing, plain] = await Promise.all([
    check(ports.nginx, { formEndpoint: 'https://forms.test/f/fremd' }),
    check(ports.nginx, { formEndpoint: 'https://forms.test/f/vertippt' }),
    check(ports.nginx, { formEndpoint: 'http://forms.test/f/ok' }),
  ]);
  expect(formLine(foreign)).toEqual([
    '✗ Der Formulardienst (forms.test) nimmt keine Anfragen von https://www.site.test an (Access-Control-Allow-Origin „https://andere-website.test“): Browser blockieren jede Anfrage über das Kontaktformular – beim Formulardienst www.site.test als erlaubte Domain des Formulars eintragen.',
  ]);
  expect(formLine(missing)).toEqual([
    '✗ Die Formular-Adresse https://forms.test/f/vertippt gibt es beim Formulardienst nicht (Antwort 404): jede Anfrage über das Kontaktformular scheitert – beim Formulardienst die Adresse des Formulars nachsehen (Tippfehler in der Formular-ID? Formular gelöscht?) und als formEndpoint in content/settings/site.yaml eintragen, neu bauen und hochladen.',
  ]);
  // A plain http:// address is refused before anything is checked, by the settings schema, in its words.
  expect(plain.output).toContain(
    'PUBLIC_ENV__FORM_ENDPOINT: formEndpoint (Formular-Adresse): „http://forms.test/f/ok“ beginnt mit http:// (unverschlüsselt) – erlaubt: die Formular-Adresse des Formulardienstes, die mit https:// beginnt',
  );
  expect(plain.code).toBe(1);
  expectPlainGerman(plain.output);
  for (const run of [foreign, missing]) {
    // The form's problem is the only one: the site itself is served well.
    expect(run.lines.slice(1), run.output).toEqual([
      ...formLine(run),
      'Ein Problem gefunden. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“.',
    ]);
    expect(run.code).toBe(1);
    expectPlainGerman(run.output);
  }
  // Every run of the check so far (this file's tests run in order) only looked at the form.
  expect(forms.posts).toEqual([]);
});

test('--testanfrage posts exactly the site’s JSON body once and reports the service’s answer', async () => {
  const sent = await check(ports.nginx, { args: ['--testanfrage'] });
  expect(sent.code, sent.output).toBe(0);
  expect(forms.posts).toHaveLength(1);
  const [post] = forms.posts;
  const body = contactPayload({ ...emptyContactValues, name: 'Testanfrage (Website-Prüfung)', email: site.email });
  expect(post).toMatchObject({
    path: '/f/ok',
    origin: siteUrl,
    contentType: contactHeaders['Content-Type'],
    accept: contactHeaders.Accept,
  });
  // The site's own body builder, field for field and in its order; only the message is the test's.
  expect(Object.keys(post?.body as object)).toEqual(Object.keys(body));
  expect(post?.body).toEqual({
    ...body,
    message: expect.stringMatching(
      /^Testanfrage von www\.site\.test \(npm run check:host, \d+\.\d+\.\d+, \d+:\d+\) – bitte nicht beantworten$/,
    ),
  });
  expect(body.topic).toBe('Allgemein');
  expect(sent.lines).toContain(
    '✓ Testanfrage gesendet: Der Formulardienst (forms.test) hat mit 200 geantwortet. Sehen Sie in dem Postfach, an das der Formulardienst Ihre Anfragen schickt, nach, ob sie angekommen ist (Name „Testanfrage (Website-Prüfung)“; auch im Spam-Ordner).',
  );
  expect(sent.lines.at(-1)).toMatch(/^✓ Alles in Ordnung: /);

  const refused = await check(ports.nginx, { formEndpoint: 'https://forms.test/f/fremd', args: ['--testanfrage'] });
  expect(forms.posts).toHaveLength(2);
  expect(refused.lines).toContain(
    '✗ Testanfrage abgelehnt: Der Formulardienst (forms.test) hat mit 403 geantwortet („Form not allowed on this domain“); sie kommt nicht an – beim Formulardienst prüfen, ob das Formular bestätigt ist (E-Mail des Dienstes nach dem Anlegen) und www.site.test als erlaubte Domain eingetragen ist.',
  );
  expect(refused.lines.at(-1)).toBe(
    '2 Probleme gefunden. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“.',
  );
  expect(refused.code).toBe(1);
});
