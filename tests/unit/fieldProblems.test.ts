import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '#integrations/articles/frontmatter.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { aboutSchema } from '#model/schemas/about.ts';
import { servicesSchema } from '#model/schemas/services.ts';
import { settingsSchema } from '#model/schemas/settings.ts';
import { articleProblems, dataProblems, labelOf, refusalLine } from '#tools/edit/server/fields/problems.ts';
import { refusalOf } from '../support/ownerErrors.ts';

// A refused save as the editor shows it at the fields: each mistake with the path of its field in
// the editor, the label the editor shows, and a German message without file, line or field key –
// while the build's own lines stay as they were.

/** The mistakes a schema finds in `values`, as the editor's server gets them. */
const refusal = (schema: Parameters<typeof parseDataFile>[2], yaml: string): OwnerError =>
  refusalOf(() => parseDataFile('content/texts/test.yaml', yaml, schema));

describe('labels of the refused fields', () => {
  it('names a field by its German title, an entry of a list by the list and its position', () => {
    expect(labelOf(settingsSchema, ['whatsappNumber'])).toBe('WhatsApp-Nummer');
    expect(labelOf(aboutSchema, ['cards', 3, 'title'])).toBe('Titel (Karten, Eintrag 4)');
    expect(labelOf(aboutSchema, ['long', 1])).toBe('Langer Text (große Bildschirme), Eintrag 2');
  });

  it('maps the schema’s issues to the editor’s fields; a file that is one list is shown under its list field', () => {
    const error = refusal(servicesSchema, 'x: 1');
    expect(error.lines.every((line) => line.startsWith('content/texts/test.yaml'))).toBe(true);
    const issues = [{ path: [2, 'offerings', 0, 'title'], text: 'ist leer – erlaubt: ein Text' }];
    expect(dataProblems(servicesSchema, issues, 'eintraege')).toEqual([
      {
        field: ['eintraege', 2, 'offerings', 0, 'title'],
        label: 'Titel der Leistung (Leistungen, Eintrag 1)',
        message: 'ist leer – erlaubt: ein Text',
      },
    ]);
  });

  it('keeps a server-only check (an unknown {field} in a text) at its field, the build’s line unchanged', () => {
    const error = refusal(aboutSchema, 'kicker: "Beratung in {bundesland}"');
    const kicker = error.marked.find((issue) => issue.path[0] === 'kicker');
    expect(kicker?.text).toMatch(/^„\{bundesland\}“ ist unbekannt – erlaubt: \{name\}/);
    expect(error.lines).toContain(
      `content/texts/test.yaml: kicker (Kleine Zeile über der Überschrift): ${kicker?.text}`,
    );
    const [problem] = dataProblems(aboutSchema, kicker ? [kicker] : []);
    expect(problem).toMatchObject({ field: ['kicker'], label: 'Kleine Zeile über der Überschrift' });
  });
});

describe('an article refused at its fields', () => {
  const valid = {
    title: 'Ein Titel',
    category: 'Innovation',
    description: 'Eine Beschreibung für Suchmaschinen, die lang genug ist, um erlaubt zu sein.',
    excerpt: 'Ein Kurztext.',
    icon: 'lightbulb',
    datePublished: '2025-01-15',
    dateModified: '2024-06-01',
  };

  it('dates in the wrong order: the build’s line names the keys, the editor’s message the day of publication', () => {
    let error: unknown;
    try {
      parseFrontmatter('content/articles/x.md', valid);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OwnerError);
    const refused = error as OwnerError;
    expect(refused.lines).toEqual([
      'content/articles/x.md: dateModified: „2024-06-01“ liegt vor datePublished „2025-01-15“ – erlaubt: derselbe Tag oder ein späterer',
    ]);
    const problems = articleProblems(refused.marked);
    expect(problems).toEqual([
      {
        field: ['dateModified'],
        label: 'Zuletzt geändert am',
        message:
          '„2024-06-01“ liegt vor dem Tag der Veröffentlichung „2025-01-15“ – erlaubt: derselbe Tag oder ein späterer',
      },
    ]);
    expect(refusalLine(problems)).toBe(`Nicht gespeichert: Zuletzt geändert am – ${problems[0]?.message}`);
    expect(refusalLine([...problems, ...problems, ...problems])).toMatch(/ \(und 2 weitere Felder\)$/);
  });

  it('a picture without description is shown at its description, by the picture', () => {
    expect(
      articleProblems([
        { path: ['body'], text: 'Bild „a.jpg“ hat keine Beschreibung', image: '/images/blog/a.jpg', part: 'alt' },
      ]),
    ).toEqual([
      {
        field: ['body'],
        label: 'Bildbeschreibung (Alternativtext)',
        message: 'Bild „a.jpg“ hat keine Beschreibung',
        picture: '/images/blog/a.jpg',
        part: 'alt',
      },
    ]);
    expect(
      articleProblems([
        { path: ['body'], text: 'Bild „a.jpg“ gibt es nicht (mehr)', image: '/images/blog/a.jpg', part: 'file' },
      ])[0]?.label,
    ).toBe('Bilddatei');
    expect(articleProblems([{ path: ['body'], text: 'ist leer' }])[0]?.label).toBe('Text');
  });
});
