import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projectCopy as copyProject, npm, replaceImages } from '../support/projectCopy.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';

// The owner's way to go live, run as the owner runs it: npm run check:launch and npm run
// build:live in a copy of the project (so that the tests can change its settings and images).
// Open translations of the English version do not stop it (tools/check-launch/blocking.ts).

const projectCopy = () => copyProject('site-launch-');

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('the template cannot go live: build:live lists what is open, refuses and leaves no build behind', () => {
  const root = projectCopy();
  mkdirSync(path.join(root, 'dist/client'), { recursive: true });
  writeFileSync(path.join(root, 'dist/client/index.html'), '<!doctype html><title>alter Build</title>');

  const check = npm(root, 'check:launch');
  expect(check.code).toBe(1);
  expect(check.output).toMatch(/^Noch nicht startklar – \d+ Punkte sind offen:/);
  for (const item of [
    'person.name (Ihr Name): „Max Mustermann“',
    'url (Adresse der Website)',
    'formEndpoint (Formular-Adresse)',
    'legal.serverLogRetentionDays',
    // Statements of the privacy policy the owner must make true, and claims to prove.
    'legal.hostingContract (Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter geschlossen): ist noch nicht bestätigt',
    'legal.formServiceContract',
    'legal.emailProvider.contract',
    'legal.formServiceDeletion',
    'legal.hostingTransferBasis',
    'claims.latinAmericaAsia',
    'content/images/portrait.jpg',
    'public/og-default.jpg',
  ]) {
    expect(check.output).toContain(item);
  }

  const live = npm(root, 'build:live');
  expect(live.code).toBe(1);
  expect(live.output).toContain('Noch nicht startklar');
  expect(live.output).toContain('der Ordner dist wurde entfernt');
  expect(live.output).not.toContain('vike');
  expect(existsSync(path.join(root, 'dist'))).toBe(false);
  noStackTrace(live.output);
});

/**
 * English switched on in a copy, with the template's English texts (their own template values
 * confirmed), one German article without its English version and one changed since it was translated.
 */
function withOpenTranslations(root: string) {
  writeFileSync(path.join(root, 'content/settings/site.yaml'), `${complete}\nenglish: true\n`);
  const englishSettings = path.join(root, 'content/en/settings/site.yaml');
  writeFileSync(englishSettings, readFileSync(englishSettings, 'utf8').replaceAll('!platzhalter ', ''));
  rmSync(path.join(root, 'content/en/articles/innovation-in-practice.md'));
  const changed = path.join(root, 'content/articles/go-to-market-strategie.md');
  writeFileSync(changed, `${readFileSync(changed, 'utf8').trimEnd()}\n\nEin neuer Absatz.\n`);
}

test('complete settings and own images: check:launch passes and build:live builds with the owner’s values, also with English on while translations are open', async () => {
  const root = projectCopy();
  writeFileSync(path.join(root, 'content/settings/site.yaml'), complete);
  await replaceImages(root);

  const check = npm(root, 'check:launch');
  expect(check.output.trim()).toBe('Startklar: keine offenen Punkte. Weiter mit: npm run build:live');
  expect(check.code).toBe(0);

  // Open translations are notes: listed, but the site goes live, German and English as far as translated.
  withOpenTranslations(root);
  const notes = npm(root, 'check:launch');
  expect(notes.code, notes.output).toBe(0);
  expect(notes.output).toMatch(
    /^Startklar: keine offenen Punkte, 2 Übersetzungen offen\. Weiter mit: npm run build:live\n\nNoch nicht übersetzt \(kein Hindernis für die Veröffentlichung\):\n/,
  );
  expect(notes.output).toContain('content/articles/innovation-praxis.md\n  • Englische Fassung: nur Deutsch');
  expect(notes.output).toContain('content/articles/go-to-market-strategie.md\n  • Englische Fassung: veraltet');

  const live = npm(root, 'build:live');
  expect(live.code, live.output.slice(-2000)).toBe(0);
  expect(live.lastLine).toBe(
    'Startklar: keine offenen Punkte, 2 Übersetzungen offen – dist/client kann hochgeladen werden',
  );
  const english = path.join(root, 'dist/client/en');
  expect(existsSync(path.join(english, 'index.html'))).toBe(true);
  expect(existsSync(path.join(english, 'blog/go-to-market-strategy.html'))).toBe(true);
  expect(existsSync(path.join(english, 'blog/innovation-in-practice.html'))).toBe(false);

  const client = path.join(root, 'dist/client');
  const home = readFileSync(path.join(client, 'index.html'), 'utf8');
  const article = readFileSync(path.join(client, 'blog/go-to-market-strategie.html'), 'utf8');
  const first = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
  expect(first(home, /<title>([^<]*)<\/title>/)).toContain('Berger Strategieberatung');
  expect(first(article, /<title>([^<]*)<\/title>/)).toMatch(/ \| Berger Strategieberatung$/);
  expect(first(home, /<link rel="canonical" href="([^"]*)"/)).toBe('https://www.berger-strategie.at/');
  expect(first(home, /<meta property="og:url" content="([^"]*)"/)).toBe('https://www.berger-strategie.at/');
  const graph = first(home, /<script type="application\/ld\+json">(.*?)<\/script>/) ?? '';
  expect(graph).toContain('"@type":"Person","@id":"https://www.berger-strategie.at/#person","name":"Elisabeth Berger"');
  expect(first(home, /<header[^>]*>.*?<a[^>]*href="\/"[^>]*>(.*?)<\/a>/)).toContain('Berger');
  expect(/Mustermann|example\.com/.test(home), 'template values left on the home page').toBe(false);
  const impressum = readFileSync(path.join(client, 'impressum.html'), 'utf8');
  expect(impressum.includes('ATU12345675'), 'UID in the Impressum').toBe(true);
  expect(impressum.includes('Magistrat der Stadt Villach'), 'authority in the Impressum').toBe(true);
  expect(graph).toContain('"telephone":"+436642345678"');
  expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain(
    '<loc>https://www.berger-strategie.at/blog</loc>',
  );
  expect(readFileSync(path.join(client, '_headers'), 'utf8')).toMatch(
    /Content-Security-Policy: [^\n]*connect-src[^;\n]*https:\/\/formspree\.io/,
  );
});

test('one wrong field stops the build with one German line for exactly that field', () => {
  const root = projectCopy();
  writeFileSync(path.join(root, 'content/settings/site.yaml'), complete.replace('vatId: ATU12345675', 'vatId: ATU123'));
  const build = npm(root, 'build');
  expect(build.code).not.toBe(0);
  expect(build.output).toContain(
    'content/settings/site.yaml: legal.vatId (UID-Nummer): „ATU123“ ist nicht erlaubt – erlaubt: „ATU“ und 8 Ziffern, z. B. ATU12345675, oder leer lassen, wenn Sie keine UID haben',
  );
  expect(build.output.match(/content\/settings\/site\.yaml:/g)).toHaveLength(1);
  noStackTrace(build.output);
  expect(existsSync(path.join(root, 'dist/client/index.html'))).toBe(false);
});
