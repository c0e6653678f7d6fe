import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { fillFields } from '#model/load/textFields.ts';
import { site } from '#model/site.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

/**
 * The page-text files (content/texts/*.yaml): each rule of their schemas, with its German line, on
 * the fixture project's files; that the template's own files pass is in tests/content/shippedFiles.test.ts.
 */

const pageKeys = (Object.keys(dataFiles) as DataKey[]).filter((key) =>
  dataFiles[key].file.startsWith('content/texts/'),
);

/** A page-text file of the fixture project (tests/support/fixtures/site), the base every refusal below edits. */
const read = (key: DataKey) => readFileSync(fixtureFile(dataFiles[key].file), 'utf8');

/** The German lines for a YAML text given as the file of `key`; none when it passes. */
function problems(key: DataKey, text: string): string[] {
  const { file, schema } = dataFiles[key];
  try {
    parseDataFile(file, text, schema as z.ZodType);
    return [];
  } catch (error) {
    if (error instanceof OwnerError) return [...error.lines];
    throw error;
  }
}

/** The real file with one text replaced (the replacement must happen). */
function edited(key: DataKey, from: string, to: string): string[] {
  const text = read(key);
  expect(text).toContain(from);
  return problems(key, text.replace(from, to));
}

/** The real file's data, changed, written back as YAML. */
// biome-ignore lint/suspicious/noExplicitAny: a fixture changes the parsed YAML freely, wrong shapes included.
function changed(key: DataKey, change: (data: any) => void): string[] {
  const data = parse(read(key));
  change(data);
  return problems(key, stringify(data));
}

const fields =
  '{name} (Ihr Name), {region} (Ihr Bundesland), {years} (Ihre Jahre Erfahrung), {funding} (Kurzname der Förderstelle Ihres Bundeslandes), {fundingname} (Name der Förderstelle Ihres Bundeslandes)';

describe('the page-text files', () => {
  it('are registered', () => {
    expect(pageKeys).toEqual(['home', 'about', 'services', 'packages', 'references', 'contact']);
  });
});

describe('settings in braces', () => {
  it('are filled in from the settings', () => {
    expect(fillFields({ a: ['{name} aus {region}, seit {years} Jahren'] }, site)).toEqual({
      a: [`${site.person.name} aus ${site.address.region}, seit ${site.yearsOfExperience} Jahren`],
    });
  });

  it('refuses an unknown name, listing the allowed ones', () => {
    expect(edited('home', 'Strategieberatung aus {region}', 'Strategieberatung aus {bundesland}')).toEqual([
      `content/texts/home.yaml: hero.kicker (Kleine Zeile über der Überschrift): „{bundesland}“ ist unbekannt – erlaubt: ${fields}`,
    ]);
  });

  it('refuses a brace without a field', () => {
    expect(edited('home', 'Porträt von {name}', 'Porträt von {name')).toEqual([
      `content/texts/home.yaml: hero.portraitAlt (Beschreibung des Porträts): eine geschweifte Klammer ohne Feld – erlaubt: Klammern nur um ein Feld: ${fields}`,
    ]);
  });
});

describe('home.yaml', () => {
  it('refuses an empty or missing text', () => {
    expect(
      changed('home', (data) => {
        data.sections.blog.title = ' ';
        delete data.tagline.text;
      }),
    ).toEqual([
      'content/texts/home.yaml: tagline.text (Text unter dem Leitsatz): fehlt – erlaubt: ein Text',
      'content/texts/home.yaml: sections.blog.title (Überschrift): ist leer – erlaubt: ein Text',
    ]);
  });

  it('refuses a field it does not know, e.g. the fixed headline', () => {
    expect(changed('home', (data) => (data.hero.headline = 'Eine andere Überschrift'))).toEqual([
      'content/texts/home.yaml: hero (Startbereich): Feld „headline“ ist unbekannt – erlaubt: kicker, subline, experienceValue, experienceLabel, portraitAlt, markets',
    ]);
  });
});

describe('about.yaml', () => {
  it('holds exactly 4 long and 2 short paragraphs', () => {
    expect(
      changed('about', (data) => {
        data.long.pop();
        data.short.push('Ein dritter Absatz.');
      }),
    ).toEqual([
      'content/texts/about.yaml: long (Langer Text (große Bildschirme)): hat 3 Einträge – erlaubt: genau 4 Absätze',
      'content/texts/about.yaml: short (Kurzer Text (Handy)): hat 3 Einträge – erlaubt: genau 2 Absätze',
    ]);
  });

  it('holds exactly 4 cards', () => {
    expect(changed('about', (data) => data.cards.pop())).toEqual([
      'content/texts/about.yaml: cards (Karten): hat 3 Einträge – erlaubt: genau 4 Karten',
    ]);
  });

  it('refuses an icon the site cannot draw', () => {
    expect(edited('about', 'icon: chat', 'icon: sparring')).toEqual([
      'content/texts/about.yaml: cards.1.icon (Symbol): „sparring“ ist nicht erlaubt – erlaubt: eine von: compass, rocket, globe, lightbulb, coins, graduation, chat, handshake, layers, target, chart, users, eye, tools, map, book',
    ]);
  });

  it('keeps the card titles the specification names', () => {
    expect(edited('about', 'title: Denkt & macht', 'title: Denkt und macht')).toEqual([
      'content/texts/about.yaml: cards.3.title (Titel): „Denkt und macht“ ist nicht erlaubt – erlaubt: „Denkt & macht“ (durch die Spezifikation fest vorgegeben)',
    ]);
  });
});

describe('services.yaml', () => {
  it('gives every service area exactly 7 offerings', () => {
    expect(changed('services', (data) => data[0].offerings.pop())).toEqual([
      'content/texts/services.yaml: 1.offerings (Leistungen): hat 6 Einträge – erlaubt: genau 7 Leistungen',
    ]);
  });

  it('holds the four service areas of the specification', () => {
    expect(changed('services', (data) => data.pop())).toEqual([
      'content/texts/services.yaml: hat 3 Einträge – erlaubt: genau 4 Beratungsfelder',
    ]);
  });

  it('keeps the addresses of the specification, each once', () => {
    expect(edited('services', 'slug: funding', 'slug: foerderungen')).toEqual([
      'content/texts/services.yaml: 4.slug (Adresse der Seite (/services/…)): „foerderungen“ ist nicht erlaubt – erlaubt: eine von: marketing, international, innovation, funding',
    ]);
    expect(edited('services', 'slug: funding', 'slug: marketing')).toEqual([
      'content/texts/services.yaml: 4.slug (Adresse der Seite (/services/…)): „marketing“ kommt doppelt vor – erlaubt: jede Adresse genau einmal: marketing, international, innovation, funding',
    ]);
  });

  it('names only packages that exist, each once', () => {
    expect(
      changed('services', (data) => (data[1].relatedPackages = ['market-entry', 'export', 'market-entry'])),
    ).toEqual([
      'content/texts/services.yaml: 2.relatedPackages.2 (Paket): „export“ ist nicht erlaubt – erlaubt: eine von: market-entry, innovation-transformation, international-expansion, funding-growth, education, sparring',
    ]);
    expect(
      changed('services', (data) => (data[1].relatedPackages = ['market-entry', 'sparring', 'market-entry'])),
    ).toEqual([
      'content/texts/services.yaml: 2.relatedPackages.3 (Paket): „market-entry“ kommt doppelt vor – erlaubt: jeden Eintrag einmal',
    ]);
  });

  it('knows the areas, the topics and the icons', () => {
    expect(
      changed('services', (data) => {
        data[0].areaServed = ['AT', 'US'];
        data[0].topic = 'marketing';
        data[0].icon = 'megaphone';
      }),
    ).toEqual([
      'content/texts/services.yaml: 1.icon (Symbol): „megaphone“ ist nicht erlaubt – erlaubt: eine von: compass, rocket, globe, lightbulb, coins, graduation, chat, handshake, layers, target, chart, users, eye, tools, map, book',
      'content/texts/services.yaml: 1.topic (Thema im Kontaktformular): „marketing“ ist nicht erlaubt – erlaubt: eine von: go-to-market, innovation, international, funding, general',
      'content/texts/services.yaml: 1.areaServed.2 (Gebiet): „US“ ist nicht erlaubt – erlaubt: eine von: AT, DE, CH, EU, LATAM, ASIA',
    ]);
  });

  it('wants meta descriptions of 50–160 characters', () => {
    expect(
      changed('services', (data) => {
        data[2].description = 'Innovation für KMU.';
        data[3].description = 'Förderberatung '.repeat(11);
      }),
    ).toEqual([
      'content/texts/services.yaml: 3.description (Beschreibung für Suchmaschinen): hat 19 Zeichen – erlaubt: eine Beschreibung mit 50–160 Zeichen',
      'content/texts/services.yaml: 4.description (Beschreibung für Suchmaschinen): hat 164 Zeichen – erlaubt: eine Beschreibung mit 50–160 Zeichen',
    ]);
  });

  it('refuses an empty offering', () => {
    expect(changed('services', (data) => (data[1].offerings[3].description = ''))).toEqual([
      'content/texts/services.yaml: 2.offerings.4.description (Beschreibung der Leistung): ist leer – erlaubt: ein bis drei Sätze',
    ]);
  });
});

describe('packages.yaml', () => {
  it('gives every package exactly 5 items', () => {
    expect(
      changed('packages', (data) => data[5].items.push({ title: 'Noch ein Baustein', description: 'Mehr.' })),
    ).toEqual(['content/texts/packages.yaml: 6.items (Bausteine): hat 6 Einträge – erlaubt: genau 5 Bausteine']);
  });

  it('holds the six packages of the specification, each address once', () => {
    expect(changed('packages', (data) => data.splice(4, 1))).toEqual([
      'content/texts/packages.yaml: hat 5 Einträge – erlaubt: genau 6 Pakete',
    ]);
    expect(edited('packages', 'slug: education', 'slug: sparring')).toEqual([
      'content/texts/packages.yaml: 6.slug (Adresse der Seite (/packages/…)): „sparring“ kommt doppelt vor – erlaubt: jede Adresse genau einmal: market-entry, innovation-transformation, international-expansion, funding-growth, education, sparring',
    ]);
    expect(edited('packages', 'slug: education', 'slug: bildung')).toEqual([
      'content/texts/packages.yaml: 5.slug (Adresse der Seite (/packages/…)): „bildung“ ist nicht erlaubt – erlaubt: eine von: market-entry, innovation-transformation, international-expansion, funding-growth, education, sparring',
    ]);
  });

  it('leaves the button label to the specification', () => {
    expect(changed('packages', (data) => (data[0].ctaLabel = 'Jetzt anfragen'))).toEqual([
      'content/texts/packages.yaml: 1 (Paket): Feld „ctaLabel“ ist unbekannt – erlaubt: slug, title, pitch, description, audience, icon, items, outcome, topic',
    ]);
  });

  it('wants a meta description of 50–160 characters and a text for each field', () => {
    expect(
      changed('packages', (data) => {
        data[1].description = 'Kurz.';
        delete data[1].outcome;
      }),
    ).toEqual([
      'content/texts/packages.yaml: 2.description (Beschreibung für Suchmaschinen): hat 5 Zeichen – erlaubt: eine Beschreibung mit 50–160 Zeichen',
      'content/texts/packages.yaml: 2.outcome (Ihr Ergebnis): fehlt – erlaubt: ein Text',
    ]);
  });
});

describe('references.yaml', () => {
  it('knows the area codes, each market once', () => {
    expect(edited('references', 'code: LATAM', 'code: SA')).toEqual([
      'content/texts/references.yaml: markets.5.code (Kürzel des Markts): „SA“ ist nicht erlaubt – erlaubt: eine von: AT, DE, CH, EU, LATAM, ASIA',
    ]);
    expect(edited('references', 'code: LATAM', 'code: EU')).toEqual([
      'content/texts/references.yaml: markets.5.code (Kürzel des Markts): „EU“ kommt doppelt vor – erlaubt: jeden Eintrag einmal',
    ]);
  });

  it('wants examples for every kind of client', () => {
    expect(changed('references', (data) => (data.groups[2].examples = []))).toEqual([
      'content/texts/references.yaml: groups.3.examples (Typische Aufgaben): hat 0 Einträge – erlaubt: mindestens 1 Beispiel',
    ]);
  });
});

describe('contact.yaml', () => {
  it('wants every label, but lets the text after the consent link be empty', () => {
    expect(
      changed('contact', (data) => {
        data.fields.consentAfter = '';
        data.submit = '';
      }),
    ).toEqual(['content/texts/contact.yaml: submit (Knopf zum Absenden): ist leer – erlaubt: ein Text']);
  });

  it('leaves the states and messages to the specification', () => {
    expect(changed('contact', (data) => (data.submitting = 'Bitte warten …'))).toEqual([
      'content/texts/contact.yaml: Feld „submitting“ ist unbekannt – erlaubt: dialogTitle, dialogIntro, close, closeDialog, fields, submit, success, failed, whatsappFloating, linkedin, newTab, toastDismiss',
    ]);
  });
});
