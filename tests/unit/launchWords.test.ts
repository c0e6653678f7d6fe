import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocument, visit } from 'yaml';
import { labelAt } from '#model/load/loadData.ts';
import { settingsSchema } from '#model/schemas/settings.ts';
import type { SettingsPath } from '#model/schemas/settingsPaths.ts';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import type { LaunchItem } from '#tools/check-launch/launchItem.ts';
import { terminalLine } from '#tools/check-launch/launchReport.ts';
import { ownerItem } from '#tools/check-launch/ownerWords.ts';
import { jsonSchemaOf } from '#tools/edit/server/fields/schemaFields.ts';
import { confirmTemplateValue, TemplateValueError } from '#tools/edit/server/fields/templateValues.ts';
import { publishActions } from '#tools/edit/server/jobs/publishActions.ts';
import { editorHistory } from '#tools/history/store.ts';
import { launchTodos, mustBeYes } from '#tools/text/launch.ts';
import { ownImages, projectWith } from '../support/launchProject.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';

// The launch items are data (launchItem.ts) with two renderings – the owner's words on
// the editor's page „Website veröffentlichen“, the file and key in the terminal – and an address
// for tests is an open item that cannot be taken over as the owner's own.

const file = 'content/settings/site.yaml';
const roots: string[] = [];
const project = (settings: string, images?: typeof ownImages) => {
  const root = projectWith(settings, images);
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The complete fixture with every value marked as the template's (`!platzhalter`): every template value open. */
function everyTemplateValueOpen(): string {
  const document = parseDocument(complete);
  visit(document, {
    Scalar(key, node) {
      if (key !== 'key' && node.value !== null) node.tag = '!platzhalter';
    },
  });
  return document.toString({ lineWidth: 0 });
}

/** The complete fixture with every statement to confirm set to „Nein“ (false). */
const everyStatementNo = () =>
  mustBeYes.reduce((text, field) => {
    const key = field.split('.').at(-1);
    return text.replace(new RegExp(`^(\\s*${key}): true$`, 'm'), '$1: false');
  }, complete);

/** The editor's page of a data file other than the settings (as publishActions.ts names it). */
const pageOf = () => 'Seitentexte › Startseite';

/** What the owner must never read on the publish page: keys, file names, commands, YAML. */
const forbidden: [string, RegExp][] = [
  ['a key in camelCase', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['a dotted key path', /\b[a-z]\w*\.[a-z]\w*\b/],
  ['a command', /\bnpm\b|\bnpx\b|check:|build:live|wrangler|--/],
  ['a file name', /\.(ya?ml|md|jpe?g|png|json|mjs|ts|env|deploy)\b|\b(content|public|dist)\/|htaccess|_headers/i],
  ['a developer’s document', /ANLEITUNG|README/],
  ['the file’s mark', /!platzhalter/i],
  ['YAML values', /\b(true|false|null)\b/],
  ['a setting’s key', /\b(deploy|url|hostKey|defaultImageAlt|formEndpoint|selfPortrait|photographer)\b/],
];

/** The owner's text without the values it quotes (the owner's own words) and web addresses given as examples. */
const ownerWordsOf = (text: string) => text.replace(/„[^“]*“/g, '„…“').replace(/https?:\/\/\S+/g, 'ADRESSE');

function expectOwnerWords(items: readonly LaunchItem[]) {
  for (const item of items) {
    const { place, text } = ownerItem(item, pageOf);
    for (const [what, pattern] of forbidden) {
      expect(ownerWordsOf(`${place}: ${text}`), `${what} in „${place}: ${text}“`).not.toMatch(pattern);
    }
  }
}

describe('launch items in the owner’s words', () => {
  it('every item of a settings file with every template value open names no key, file, command or YAML', () => {
    const items = launchItems(project(everyTemplateValueOpen()), {});
    // Every field of the fixture, and the two pictures.
    expect(items.filter((item) => item.kind === 'field').length).toBeGreaterThan(60);
    expect(items.filter((item) => item.kind === 'picture')).toHaveLength(2);
    expectOwnerWords(items);
    expectOwnerWords(launchItems(project(everyStatementNo(), ownImages), {}));
  });

  it('shows a field as the editor does: section, German labels, „Ja“/„Nein“, „in der Vorlage leer“', () => {
    const items = launchItems(project(everyTemplateValueOpen()), {});
    const shown = (path: string) => {
      const item = items.find((candidate) => candidate.kind === 'field' && candidate.path.join('.') === path);
      expect(item, path).toBeDefined();
      return ownerItem(item as LaunchItem, pageOf);
    };
    expect(shown('legal.messagingServices.whatsapp.provider')).toEqual({
      place: 'Einstellungen › Rechtliches (Impressum und Datenschutz)',
      text: 'Rechtliche Angaben › Nachrichtendienste (WhatsApp, Slack) › WhatsApp › Anbieter: noch der Beispielwert der Vorlage „WhatsApp Ireland Limited, Dublin, Irland“ – in den Nutzungsbedingungen und der Datenschutzerklärung des Dienstes prüfen, bestätigen oder berichtigen. Dann speichern – oder, wenn der Wert der Vorlage stimmt, „Beispielwert passt – übernehmen“ klicken.',
    });
    expect(shown('legal.professionalTitle.title').text).toMatch(/^Rechtliche Angaben › Berufsbezeichnung: /);
    expect(shown('legal.hostingContract').text).toBe(
      'Rechtliche Angaben › Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter geschlossen: noch nicht bestätigt – den Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter abschließen (meist im Kundenkonto). Ist das erledigt, „Beispielwert passt – übernehmen“ klicken.',
    );
    expect(shown('legal.hostingStatistics').text).toMatch(
      /^Rechtliche Angaben › Hosting-Anbieter erstellt Besucherstatistiken: noch der Beispielwert der Vorlage „(Ja|Nein)“/,
    );
    expect(shown('legal.hostingTransferBasis').text).toMatch(
      /^Rechtliche Angaben › Grundlage der Drittlandübermittlung des Hosting-Anbieters: in der Vorlage leer – /,
    );
    const no = launchItems(project(everyStatementNo(), ownImages), {}).map((item) => ownerItem(item, pageOf).text);
    expect(no).toContain(
      'Rechtliche Angaben › Auftragsverarbeitungsvertrag mit dem Formulardienst geschlossen: steht auf „Nein“, also noch nicht bestätigt – den Auftragsverarbeitungsvertrag mit dem Formulardienst abschließen (meist im Kundenkonto). Ist das erledigt, auf „Ja“ stellen und speichern.',
    );
  });

  it('keeps the file, the key and the file’s mark for the terminal', () => {
    const [item] = launchItems(
      project(complete.replace('vatId: ATU12345675', 'vatId: !platzhalter ATU12345675'), ownImages),
      {},
    );
    expect(item).toMatchObject({
      kind: 'field',
      file,
      section: 'Rechtliches (Impressum und Datenschutz)',
      path: ['legal', 'vatId'],
      labels: ['Rechtliche Angaben', 'UID-Nummer'],
      found: { kind: 'templateValue', value: 'ATU12345675' },
    });
    expect(terminalLine(item as LaunchItem)).toMatch(/^legal\.vatId \(UID-Nummer\): .* „!platzhalter“ davor löschen$/);
  });

  it('links each item to its section and names its field', async () => {
    const root = project(everyTemplateValueOpen());
    const { items } = await publishActions(root).launchItems({});
    const links = items.map((item) => item.link).filter(Boolean);
    expect(links).toContain('#/collections/einstellungen/entries/person-und-marke?feld=brand');
    expect(links).toContain(
      '#/collections/einstellungen/entries/rechtliches-impressum-und-datenschutz?feld=legal.messagingServices.whatsapp.provider',
    );
    // Every item links to a field; the two pictures to their picture field beside their description.
    expect(links.every((link) => /\?feld=[\w.]+$/.test(link ?? ''))).toBe(true);
    expect(items.filter((item) => !item.link)).toEqual([]);
    expect(links).toContain('#/collections/seiten/entries/home?feld=bild.portrait');
    expect(links.filter((link) => link?.endsWith('?feld=bild.socialDefault'))).toHaveLength(1);
  });
});

describe('typed confirmation keys', () => {
  it('names a field of the settings with each key (a typo fails the type check and this test)', () => {
    // @ts-expect-error a key that names no field is a type error
    const typo: SettingsPath = 'legal.hostingContrakt';
    expect(labelAt(settingsSchema, typo.split('.'))).toBeUndefined();
    for (const key of [...Object.keys(launchTodos), ...mustBeYes]) {
      expect(labelAt(settingsSchema, key.split('.')), key).toBeDefined();
    }
  });
});

describe('a form address without https', () => {
  it('says that the address must begin with https://, in the build and in the editor’s field', () => {
    const refused = settingsSchema.shape.formEndpoint.safeParse('http://formspree.io/f/xberger1');
    expect(refused.error?.issues[0]?.message).toBe(
      '„http://formspree.io/f/xberger1“ beginnt mit http:// (unverschlüsselt) – erlaubt: die Formular-Adresse des Formulardienstes, die mit https:// beginnt, z. B. https://formspree.io/f/abcdwxyz',
    );
    // The editor's field shows the "erlaubt" part alone (schemaFields.ts): it, too, says https://.
    expect(jsonSchemaOf(settingsSchema).properties?.formEndpoint?.['x-allowed']).toContain('mit https:// beginnt');
  });

  it('names the site address’s http:// as the mistake, too (it was only quoted)', () => {
    const refused = settingsSchema.shape.url.safeParse('http://www.berger-strategie.at');
    expect(refused.error?.issues[0]?.message).toBe(
      '„http://www.berger-strategie.at“ beginnt mit http:// (unverschlüsselt) – erlaubt: die Adresse der Website mit https://, ohne Pfad und ohne / am Ende, z. B. https://www.meine-domain.at',
    );
  });
});

describe('an address for tests', () => {
  const withForm = (address: string, mark = '') =>
    complete.replace('formEndpoint: https://formspree.io/f/xberger1', `formEndpoint: ${mark}${address}`);

  it.each([
    'https://127.0.0.1:4443/f/test',
    'https://forms.localhost/f/x',
    'https://forms.test/f/x',
    'https://forms.example/f/x',
    'https://forms.invalid/f/x',
    'https://www.example.com/f/x',
  ])('lists the form address %s as open, in the owner’s words', (address) => {
    const items = launchItems(project(withForm(address), ownImages), {});
    expect(items).toEqual([
      expect.objectContaining({ kind: 'field', path: ['formEndpoint'], found: { kind: 'notPublic', value: address } }),
    ]);
    expect(ownerItem(items[0] as LaunchItem, pageOf)).toEqual({
      place: 'Einstellungen › Dienste',
      text: `Formular-Adresse: „${address}“ ist eine Adresse für Tests auf einem Computer, keine öffentliche Adresse – die Adresse Ihres Formulars beim Formulardienst eintragen, z. B. https://formspree.io/f/abcdwxyz – sonst kommt keine Anfrage bei Ihnen an. Dann speichern.`,
    });
    expectOwnerWords(items);
  });

  it('lists a site address for tests, also from the build variable', () => {
    const root = project(complete, ownImages);
    expect(launchItems(root, {})).toEqual([]);
    const items = launchItems(root, { PUBLIC_ENV__SITE_URL: 'https://www.berger-strategie.test' });
    expect(items.map(terminalLine)).toEqual([
      'url (Adresse der Website): „https://www.berger-strategie.test“ ist keine öffentliche Adresse – die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at',
    ]);
  });

  it('refuses „Beispielwert passt – übernehmen“ for it with one German line, the file unchanged', async () => {
    const root = project(withForm('https://127.0.0.1:4443/f/test', '!platzhalter '), ownImages);
    const before = readFileSync(path.join(root, file), 'utf8');
    const history = editorHistory(root);
    const refusal = confirmTemplateValue(root, history, 'formEndpoint');
    await expect(refusal).rejects.toThrow(TemplateValueError);
    await expect(refusal).rejects.toThrow(
      /^Formular-Adresse: „https:\/\/127\.0\.0\.1:4443\/f\/test“ ist eine Adresse für Tests und kann nicht übernommen werden – [^\n]+$/,
    );
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(before);
    // A public address is taken over as before.
    const other = project(withForm('https://formspree.io/f/xberger1', '!platzhalter '), ownImages);
    await expect(confirmTemplateValue(other, editorHistory(other), 'formEndpoint')).resolves.toEqual({
      field: 'formEndpoint',
    });
  });
});

describe('the template’s sentences about a man, once a woman has entered her title', () => {
  const asWoman = (settings: string) =>
    settings.replace('    title: Unternehmensberater\n', '    title: Unternehmensberaterin\n');

  it('lists each text that still says „Strategieberater“ or „Sparringspartner“, at its field, in the owner’s words', () => {
    expect(launchItems(project(complete, ownImages), {})).toEqual([]);
    const items = launchItems(project(asWoman(complete), ownImages), {});
    const shown = items.map((item) => ownerItem(item, () => 'Seitentexte › Über mich'));
    expect(shown).toContainEqual({
      place: 'Einstellungen › Person und Marke',
      text: 'Zu Ihrer Person › Kurzbiografie: „Unabhängiger Strategieberater“ spricht noch von einem Mann, Ihre Berufsbezeichnung ist „Unternehmensberaterin“ – den Satz in Ihre Form bringen (z. B. „unabhängige Strategieberaterin“) oder neu formulieren. Dann speichern.',
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        file: 'content/texts/about.yaml',
        path: ['long', 0],
        found: expect.objectContaining({ words: 'unabhängiger Strategieberater' }),
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        file: 'content/texts/about.yaml',
        path: ['short', 1],
        found: expect.objectContaining({ words: 'Sparringspartner' }),
      }),
    );
    expectOwnerWords(items);
    expect(items.map(terminalLine)).toContain(
      'person.jobTitle (Tätigkeit): „Strategieberater“ spricht von einem Mann, legal.professionalTitle.title ist „Unternehmensberaterin“ – den Satz in Ihre Form bringen (z. B. „unabhängige Strategieberaterin“) oder neu formulieren',
    );
  });

  it('has nothing open once her texts say „Strategieberaterin“', () => {
    const root = project(
      asWoman(complete)
        .replace('jobTitle: Strategieberater für', 'jobTitle: Strategieberaterin für')
        .replace('bio: Unabhängiger Strategieberater aus', 'bio: Unabhängige Strategieberaterin aus'),
      ownImages,
    );
    const about = path.join(root, 'content/texts/about.yaml');
    writeFileSync(
      about,
      readFileSync(about, 'utf8')
        .replaceAll('unabhängiger Strategieberater', 'unabhängige Strategieberaterin')
        .replaceAll('als Sparringspartner', 'als Sparringspartnerin')
        .replace('Ich bin Gesprächspartner, nicht Besserwisser', 'Ich bin Gesprächspartnerin, nicht Besserwisserin'),
    );
    expect(launchItems(root, {})).toEqual([]);
  });
});
