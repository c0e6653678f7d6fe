import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withOpenTranslations } from '../support/openTranslations.ts';
import { projectCopy as copyProject, npm, replaceImages } from '../support/projectCopy.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';

// The owner's way to go live, run as the owner runs it: npm run check:launch and npm run
// build:live in a copy of the project (so that the tests can change its settings and images).
// Open translations of the English version do not stop it (tools/check-launch/blocking.ts).

const projectCopy = () => copyProject('site-launch-');

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

// Each test has its own copy of the project: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

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

test('complete settings and own images: check:launch passes, also with English on while translations are open', async () => {
  const root = projectCopy();
  writeFileSync(path.join(root, 'content/settings/site.yaml'), complete);
  await replaceImages(root);

  const check = npm(root, 'check:launch');
  expect(check.output.trim()).toBe('Startklar: keine offenen Punkte. Weiter mit: npm run build:live');
  expect(check.code).toBe(0);

  // Open translations are notes: listed, but the site goes live, German and English as far as translated.
  // What build:live then builds, with the owner's values: tests/tools/sameSources.spec.ts, build A.
  withOpenTranslations(root);
  const notes = npm(root, 'check:launch');
  expect(notes.code, notes.output).toBe(0);
  expect(notes.output).toMatch(
    /^Startklar: keine offenen Punkte, 2 Übersetzungen offen\. Weiter mit: npm run build:live\n\nNoch nicht übersetzt \(kein Hindernis für die Veröffentlichung\):\n/,
  );
  expect(notes.output).toContain('content/articles/innovation-praxis.md\n  • Englische Fassung: nur Deutsch');
  expect(notes.output).toContain('content/articles/go-to-market-strategie.md\n  • Englische Fassung: veraltet');
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
