import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArticle, loadArticles } from '#integrations/articles/loadArticles.ts';
import { articleCollection } from '#model/collections.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { fixtureFile, fixtureRoot } from '../support/fixtureSite.ts';

const folder = 'tests/support/fixtures/articles-bad';
const file = (name: string) => path.resolve(folder, name);
/** The fixture project's images and settings (tests/support/fixtures/site). */
const project = [fixtureFile(articleCollection.images), 'refuse', fixtureRoot] as const;
/** The images folder as the messages name it: from the project's folder. */
const images = path.relative(process.cwd(), project[0]);

/** The message the build stops with for one file: one line per mistake. */
async function problemsOf(name: string): Promise<string[]> {
  const error = await loadArticle(file(name), ...project).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OwnerError);
  return (error as OwnerError).message.split('\n');
}

const at = (name: string, message: string) => `${folder}/${name}: ${message}`;
const atLine = (name: string, line: number, message: string) => `${folder}/${name}, Zeile ${line}: ${message}`;

/** Every file of the folder and the exact lines it stops the build with. */
const expected: Record<string, string[]> = {
  'unknown-category.md': [
    at(
      'unknown-category.md',
      'category: „Vertrieb“ ist nicht erlaubt – erlaubt: Marketing, Innovation, Internationalisierung, Förderung, Strategie',
    ),
  ],
  'unknown-icon.md': [
    at(
      'unknown-icon.md',
      'icon: „star“ ist nicht erlaubt – erlaubt: compass, rocket, globe, lightbulb, coins, graduation, chat, handshake, layers, target, chart, users, eye, tools, map, book',
    ),
  ],
  'missing-description.md': [at('missing-description.md', 'description: fehlt – erlaubt: ein Text mit 50–160 Zeichen')],
  'short-description.md': [
    at('short-description.md', 'description: hat 30 Zeichen – erlaubt: ein Text mit 50–160 Zeichen'),
  ],
  'malformed-date.md': [
    at(
      'malformed-date.md',
      'datePublished: „15.01.2025“ ist kein Datum – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15',
    ),
  ],
  'modified-before-published.md': [
    at(
      'modified-before-published.md',
      'dateModified: „2025-01-01“ liegt vor datePublished „2025-02-01“ – erlaubt: derselbe Tag oder ein späterer',
    ),
  ],
  'read-time-field.md': [
    at('read-time-field.md', 'Feld „readTime“ ist unbekannt – die Lesezeit rechnet der Build aus dem Text aus'),
  ],
  'no-frontmatter.md': [
    at(
      'no-frontmatter.md',
      'Steckbrief fehlt – erlaubt: Zeilen „name: Wert“ zwischen zwei Zeilen --- am Anfang der Datei',
    ),
  ],
  'invalid-yaml.md': [
    atLine(
      'invalid-yaml.md',
      2,
      'der Steckbrief ist hier kein gültiges YAML (ein Doppelpunkt mitten im Wert) – erlaubt: Zeilen „name: Wert“; ein Text mit Doppelpunkt in doppelten Anführungszeichen, z. B. title: "Teil 1: Teil 2"',
    ),
  ],
  'Neues_Thema.md': [
    at(
      'Neues_Thema.md',
      'Dateiname: „Neues_Thema.md“ ist nicht erlaubt – erlaubt: Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, z. B. neues-thema.md; daraus wird die Adresse /blog/neues-thema',
    ),
  ],
  'h1-heading.md': [
    atLine(
      'h1-heading.md',
      15,
      'Überschrift „# Noch ein Titel“ ist nicht erlaubt – erlaubt: ## und ###; den Titel setzt das Feld title im Steckbrief',
    ),
  ],
  'raw-html.md': [
    atLine(
      'raw-html.md',
      15,
      'HTML „<div class="box">Hervorgehoben</div>“ ist nicht erlaubt – erlaubt: nur Markdown, z. B. **fett**, *kursiv*, [Link](/blog)',
    ),
  ],
  'script-link.md': [
    atLine(
      'script-link.md',
      15,
      'Link „javascript:alert(1)“ ist nicht erlaubt – erlaubt: /seite, #anker, https://…, mailto:…, tel:…',
    ),
  ],
  'missing-image.md': [
    atLine(
      'missing-image.md',
      15,
      `Bild „/images/blog/fehlt.png“ liegt nicht in ${images}/ – erlaubt: eine Datei aus ${images}/ (dorthin legt der Editor hochgeladene Bilder), geschrieben als /images/blog/name.jpg`,
    ),
  ],
  'impossible-date.md': [
    at(
      'impossible-date.md',
      'datePublished: „2025-02-30“ ist kein Datum – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15',
    ),
    at(
      'impossible-date.md',
      'dateModified: „2025-02-30“ ist kein Datum – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15',
    ),
  ],
};

describe('a mistake in an article file stops the build with one German line that names file, field, found and allowed', () => {
  it.each(Object.entries(expected).filter(([, lines]) => lines.length === 1))('%s', async (name, lines) => {
    expect(await problemsOf(name)).toEqual(lines);
  });

  it('names every wrong field of a file, one line each', async () => {
    expect(await problemsOf('impossible-date.md')).toEqual(expected['impossible-date.md']);
  });

  it('reports the mistakes of all files of a folder at once', async () => {
    const error = await loadArticles(path.resolve(folder), ...project).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OwnerError);
    const lines = (error as OwnerError).message.split('\n');
    expect(lines).toHaveLength(16);
    // Every file's lines, in the order of the file names.
    expect(lines).toEqual(
      Object.keys(expected)
        .sort()
        .flatMap((name) => expected[name]!),
    );
  });
});
