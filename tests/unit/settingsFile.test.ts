import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataFile } from '#model/load/dataFile.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { settingsSchema } from '#model/schemas/settings.ts';
import { site } from '#model/site.ts';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import { launchReport, launchSummary, terminalLine } from '#tools/check-launch/launchReport.ts';
import { fixtureFile, fixtureRoot } from '../support/fixtureSite.ts';
import { ownImages, projectWith } from '../support/launchProject.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';

const file = 'content/settings/site.yaml';
const template = readFileSync(fixtureFile(file), 'utf8');

/** The German lines a settings text is refused with (none when it is accepted). */
function problems(text: string): readonly string[] {
  try {
    parseDataFile(file, text, settingsSchema);
    return [];
  } catch (error) {
    if (error instanceof OwnerError) return error.lines;
    throw error;
  }
}

/** The complete fixture with one line replaced. */
const withLine = (from: string, to: string) => {
  expect(complete).toContain(from);
  return complete.replace(from, to);
};

describe('the settings file', () => {
  it('gives the code the values of the file', () => {
    const { data } = loadDataFile('settings', fixtureRoot);
    expect(site.person.name).toBe(data.person.name);
    expect(site.legal.vatId).toBe(data.legal.vatId);
    expect(site.titleTemplate).toBe(`%s | ${data.brand}`);
    expect(site.address).toMatchObject({ ...data.address, country: 'Österreich', countryCode: 'AT' });
  });

  it('accepts a complete file and an empty UID (Kleinunternehmer)', () => {
    expect(problems(complete)).toEqual([]);
    expect(problems(withLine('vatId: ATU12345675', 'vatId: ""'))).toEqual([]);
  });

  it.each([
    [
      'vatId: ATU12345675',
      'vatId: ATU123',
      'legal.vatId (UID-Nummer): „ATU123“ ist nicht erlaubt – erlaubt: „ATU“ und 8 Ziffern, z. B. ATU12345675, oder leer lassen, wenn Sie keine UID haben',
    ],
    [
      'vatId: ATU12345675',
      'vatId: ATU12345678',
      'legal.vatId (UID-Nummer): „ATU12345678“: die letzte Ziffer (Prüfziffer) passt nicht zu den anderen, ein Tippfehler? – erlaubt: „ATU“ und 8 Ziffern, z. B. ATU12345675, oder leer lassen, wenn Sie keine UID haben',
    ],
    [
      'phone: +43 664 2345678',
      'phone: 0660 123',
      'phone (Telefonnummer): „0660 123“ ist nicht erlaubt – erlaubt: eine Nummer im internationalen Format mit + und Ländervorwahl, z. B. +43 660 1234567',
    ],
    [
      'formEndpoint: https://formspree.io/f/xberger1',
      'formEndpoint: http://formspree.io/f/xberger1',
      'formEndpoint (Formular-Adresse): „http://formspree.io/f/xberger1“ beginnt mit http:// (unverschlüsselt) – erlaubt: die Formular-Adresse des Formulardienstes, die mit https:// beginnt, z. B. https://formspree.io/f/abcdwxyz',
    ],
    [
      'whatsappNumber: "436642345678"',
      'whatsappNumber: "+43 664 2345678"',
      'whatsappNumber (WhatsApp-Nummer): „+43 664 2345678“ ist nicht erlaubt – erlaubt: nur Ziffern mit Ländervorwahl, ohne + und ohne führende Null, z. B. 436601234567',
    ],
    [
      'email: office@berger-strategie.test',
      'email: office(at)berger-strategie.test',
      'email (E-Mail-Adresse): „office(at)berger-strategie.test“ ist nicht erlaubt – erlaubt: eine E-Mail-Adresse, z. B. office@meine-domain.at',
    ],
    [
      'postalCode: "9500"',
      'postalCode: "D-80331"',
      'address.postalCode (Postleitzahl): „D-80331“ ist nicht erlaubt – erlaubt: eine österreichische Postleitzahl aus 4 Ziffern, z. B. 9020',
    ],
    [
      'formServiceContract: true',
      'formServiceContract: ja',
      'legal.formServiceContract (Auftragsverarbeitungsvertrag mit dem Formulardienst geschlossen): „ja“ ist nicht erlaubt – erlaubt: true, sobald Sie mit dem Formulardienst einen Auftragsverarbeitungsvertrag (Art. 28 DSGVO) geschlossen haben; false, solange nicht (dann geht die Website nicht online)',
    ],
    [
      'bio: Unabhängiger',
      'bio: Aus {bundesland}. Unabhängiger',
      'person.bio (Kurzbiografie): „{bundesland}“ ist unbekannt – erlaubt: {name} (Ihr Name), {region} (Ihr Bundesland), {years} (Ihre Jahre Erfahrung), {funding} (Kurzname der Förderstelle Ihres Bundeslandes), {fundingname} (Name der Förderstelle Ihres Bundeslandes)',
    ],
    [
      'serverLogRetentionDays: 14',
      'serverLogRetentionDays: 0',
      'legal.serverLogRetentionDays (Speicherdauer der Server-Logs in Tagen): 0 ist nicht erlaubt – erlaubt: eine ganze Zahl von Tagen ab 1',
    ],
    [
      'url: https://www.berger-strategie.at',
      'url: https://www.berger-strategie.at/',
      'url (Adresse der Website): „https://www.berger-strategie.at/“ ist nicht erlaubt – erlaubt: die Adresse der Website mit https://, ohne Pfad und ohne / am Ende, z. B. https://www.meine-domain.at',
    ],
    [
      'linkedinUrl: https://www.linkedin.com/in/elisabeth-berger-test',
      'linkedinUrl: linkedin.com/in/eb',
      'linkedinUrl (LinkedIn-Profil): „linkedin.com/in/eb“ ist nicht erlaubt – erlaubt: die Adresse Ihres Profils, die mit https:// beginnt, z. B. https://www.linkedin.com/in/ihr-name',
    ],
    ['  name: Elisabeth Berger', '  name: ""', 'person.name (Ihr Name): ist leer – erlaubt: Vor- und Nachname'],
    [
      '  light: "#0E7C86"',
      '  light: türkis',
      'themeColor.light (Browserfarbe hell): „türkis“ ist nicht erlaubt – erlaubt: eine Farbe als # mit sechs Zeichen aus 0–9 und A–F, z. B. #0E7C86',
    ],
  ])('refuses %s → %s with one German line naming the file and the field', (from, to, line) => {
    expect(problems(withLine(from, to))).toEqual([`${file}: ${line}`]);
  });

  it('names a missing field, a misspelt one and a YAML mistake by line', () => {
    expect(problems(withLine('  street: Hauptplatz 3\n', ''))).toEqual([
      `${file}: address.street (Straße): fehlt – erlaubt: Straße und Hausnummer`,
    ]);
    expect(problems(withLine('email:', 'emial:'))).toEqual([
      `${file}: email (E-Mail-Adresse): fehlt – erlaubt: eine E-Mail-Adresse, z. B. office@meine-domain.at`,
      `${file}: Feld „emial“ ist unbekannt – erlaubt: ${Object.keys(settingsSchema.shape).join(', ')}`,
    ]);
    const broken = problems(withLine('  locality: Villach', '  locality: Villach\n street: zu wenig eingerückt'));
    expect(broken.length).toBeGreaterThan(0);
    // The same German causes as for an article's frontmatter (model/load/ownerError.ts, yamlProblem).
    expect(broken[0]).toMatch(
      /^content\/settings\/site\.yaml, Zeile \d+: kein gültiges YAML \(falsch eingerückt\) – erlaubt: /,
    );
  });
});

describe('npm run check:launch', () => {
  it('lists every template value of the template, the two template images, and refuses', () => {
    const items = launchItems(fixtureRoot, {});
    const texts = items.map((item) => `${item.file}: ${terminalLine(item)}`);
    for (const field of [
      'brand',
      'person.name',
      'email',
      'phone',
      'whatsappNumber',
      'linkedinUrl',
      'address.street',
      'legal.vatId',
      'legal.tradeAuthority',
      'url',
      'formEndpoint',
    ]) {
      expect(
        texts.some((text) => text.startsWith(`${file}: ${field} (`)),
        field,
      ).toBe(true);
    }
    expect(texts).toContain(
      `${file}: url (Adresse der Website): „https://www.example.com“ ist ein Beispielwert der Vorlage – die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at. Im Editor (npm run edit, Einstellungen › Dienste): eintragen und speichern oder, wenn der Wert stimmt, „Beispielwert passt – übernehmen“ – in der Datei: „!platzhalter“ davor löschen`,
    );
    expect(texts).toContain(
      `${file}: person.honorific (Akademischer Titel): ist in der Vorlage leer – Ihren akademischen Titel eintragen oder, wenn Sie keinen führen, leer lassen. Im Editor (npm run edit, Einstellungen › Person und Marke): eintragen und speichern oder, wenn der Wert stimmt, „Beispielwert passt – übernehmen“ – in der Datei: „!platzhalter“ davor löschen`,
    );
    // Confirmations the owner must make, with what to ask whom.
    expect(texts.find((text) => text.includes('legal.serverLogRetentionDays'))).toContain(
      'beim Hosting-Anbieter erfragen',
    );
    expect(texts.find((text) => text.includes('legal.formServiceTransferBasis'))).toContain(
      'Auftragsverarbeitungsvertrag',
    );
    // The privacy policy's statements that hold only once the owner acted, and claims to prove.
    for (const [field, todo] of [
      ['legal.hostingContract', 'Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter abschließen'],
      ['legal.formServiceContract', 'Auftragsverarbeitungsvertrag mit dem Formulardienst abschließen'],
      ['legal.emailProvider.contract', 'Auftragsverarbeitungsvertrag mit dem E-Mail-Anbieter abschließen'],
      ['legal.formServiceDeletion', 'Anfragen beim Formulardienst regelmäßig löschen'],
      ['legal.hostingStatistics', 'Besucherstatistiken'],
      ['legal.hostingCookies', 'Cookies setzt'],
      ['legal.hostingTransferBasis', 'CDN'],
      ['legal.emailProvider.provider', 'E-Mail-Anbieters eintragen'],
      ['claims.referenceExamples', 'Seitentexte › Referenzen'],
      ['claims.latinAmericaAsia', 'Lateinamerika und Asien'],
      ['claims.numerousProjects', '„Innovation im KMU-Alltag“'],
    ]) {
      expect(
        texts.find((text) => text.startsWith(`${file}: ${field} (`)),
        field,
      ).toContain(todo);
    }
    expect(texts.find((text) => text.startsWith(`${file}: legal.hostingContract (`))).toContain(
      'ist noch nicht bestätigt',
    );
    expect(items.filter((item) => item.file === 'content/images/portrait.jpg')).toHaveLength(1);
    expect(items.filter((item) => item.file === 'public/og-default.jpg')).toHaveLength(1);
    expect(launchReport(items)).toMatch(/^Noch nicht startklar – \d+ Punkte sind offen:/);
    expect(launchSummary(items)).toBe(`${items.length} Punkte offen – vor dem Veröffentlichen: npm run check:launch`);
  });

  it("passes a complete file with the owner's own images", () => {
    expect(launchItems(projectWith(complete, ownImages), {})).toEqual([]);
    expect(launchReport([])).toBe('Startklar: keine offenen Punkte. Weiter mit: npm run build:live');
  });

  it('still lists the template images and a value left marked', () => {
    expect(launchItems(projectWith(complete), {}).map((item) => item.file)).toEqual([
      'content/images/portrait.jpg',
      'public/og-default.jpg',
    ]);
    const marked = launchItems(
      projectWith(withLine('vatId: ATU12345675', 'vatId: !platzhalter ATU12345675'), ownImages),
      {},
    );
    expect(marked.map(terminalLine)).toEqual([
      'legal.vatId (UID-Nummer): „ATU12345675“ ist ein Beispielwert der Vorlage – Ihren Wert eintragen. Im Editor (npm run edit, Einstellungen › Rechtliches (Impressum und Datenschutz)): eintragen und speichern oder, wenn der Wert stimmt, „Beispielwert passt – übernehmen“ – in der Datei: „!platzhalter“ davor löschen',
    ]);
  });

  it('takes the build variables into account for the site URL and the form endpoint', () => {
    const template = projectWith(readFileSync(fixtureFile(file), 'utf8'), ownImages);
    const fields = (env: NodeJS.ProcessEnv) =>
      launchItems(template, env).map((item) => terminalLine(item).split(' ')[0]);
    expect(fields({})).toContain('url');
    const overridden = fields({
      PUBLIC_ENV__SITE_URL: 'https://www.meine-domain.at',
      PUBLIC_ENV__FORM_ENDPOINT: 'https://formspree.io/f/abcd',
    });
    expect(overridden).not.toContain('url');
    expect(overridden).not.toContain('formEndpoint');
    // A build variable with an example address replaces the marked value but is no live address.
    expect(launchItems(template, { PUBLIC_ENV__SITE_URL: 'https://www.example.com' }).map(terminalLine)).toContain(
      'url (Adresse der Website): „https://www.example.com“ ist keine öffentliche Adresse – die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at',
    );
    // An unmarked example address is no live address either.
    const unmarked = projectWith(
      withLine('url: https://www.berger-strategie.at', 'url: https://www.example.com'),
      ownImages,
    );
    expect(launchItems(unmarked, {}).map(terminalLine)).toEqual([
      'url (Adresse der Website): „https://www.example.com“ ist keine öffentliche Adresse – die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at',
    ]);
  });

  it('lists a confirmation set to false as open: the build takes it, going live does not', () => {
    const unconfirmed = withLine('formServiceContract: true', 'formServiceContract: false');
    expect(problems(unconfirmed)).toEqual([]);
    expect(launchItems(projectWith(unconfirmed, ownImages), {}).map(terminalLine)).toEqual([
      'legal.formServiceContract (Auftragsverarbeitungsvertrag mit dem Formulardienst geschlossen): ist false, also nicht bestätigt – den Auftragsverarbeitungsvertrag mit dem Formulardienst abschließen (meist im Kundenkonto), dann true eintragen',
    ]);
  });

  it('reports a mistake in the file as the open item, not a stack trace', () => {
    const items = launchItems(projectWith(withLine('vatId: ATU12345675', 'vatId: ATU123'), ownImages), {});
    expect(items.map((item) => item.file)).toEqual([file]);
    expect(items.map(terminalLine)).toEqual([
      expect.stringMatching(/^legal\.vatId \(UID-Nummer\): „ATU123“ ist nicht erlaubt/),
    ]);
  });
});

it('keeps the template and the complete fixture in step: same fields, in the same order', () => {
  const fields = (text: string) => [...text.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
  expect(fields(complete)).toEqual(fields(template.slice(template.indexOf('# ─── Person'))));
});
