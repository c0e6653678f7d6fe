import { describe, expect, it } from 'vitest';
import { germanDate, isoDate, joinArticle, splitArticle } from '#tools/edit/app/articles/articleFile.ts';
import { bold, heading, image, link, list } from '#tools/edit/app/articles/markdownEdits.ts';
import { formName, fromFormValues, toFormValues } from '#tools/edit/app/forms/formValues.ts';
import type { EditorField } from '#tools/edit/protocol/fields.ts';

// The editor's pure parts (tools/edit/app/): the toolbar inserts Markdown and leaves every other
// byte as written; dates read 15.01.2025; a field's path becomes its form name.

describe('the toolbar', () => {
  const text = 'Erste Zeile\nzweite Zeile\n\nEnde';
  it('wraps the selection in bold, or inserts a selected placeholder', () => {
    expect(bold({ text, start: 0, end: 5 }, 'Fett')).toEqual({ text: `**Erste**${text.slice(5)}`, start: 2, end: 7 });
    expect(bold({ text: 'ab', start: 1, end: 1 }, 'Fett')).toEqual({ text: 'a**Fett**b', start: 3, end: 7 });
  });
  it('prefixes the selected lines, and takes the prefix away again', () => {
    const listed = list({ text, start: 2, end: 15 });
    expect(listed.text).toBe('- Erste Zeile\n- zweite Zeile\n\nEnde');
    expect(list({ text: listed.text, start: 0, end: listed.text.indexOf('\n\n') }).text).toBe(text);
    expect(heading({ text, start: 30, end: 30 }).text).toBe('Erste Zeile\nzweite Zeile\n\n## Ende');
  });
  it('links the selection and puts a picture on a line of its own', () => {
    expect(link({ text: 'siehe hier', start: 6, end: 10 }, 'https://wko.at', 'Link').text).toBe(
      'siehe [hier](https://wko.at)',
    );
    expect(image({ text: 'Absatz', start: 6, end: 6 }, '/images/blog/foto.jpg', 'Team [2024]').text).toBe(
      'Absatz\n\n![Team (2024)](/images/blog/foto.jpg)\n\n',
    );
  });
});

describe('dates and files', () => {
  it('reads and writes German dates, refusing days that do not exist', () => {
    expect(germanDate('2025-01-15')).toBe('15.01.2025');
    expect(isoDate('15.01.2025')).toBe('2025-01-15');
    expect(isoDate('5.1.2025')).toBe('2025-01-05');
    expect(isoDate('30.02.2025')).toBeUndefined();
    expect(isoDate('2025-01-15')).toBeUndefined();
  });
  it('keeps the body byte for byte', () => {
    const body = '\nText mit  zwei Leerzeichen\n* Stern\n';
    const { data, body: kept } = splitArticle(joinArticle({ data: { title: 'T' }, body }));
    expect(data).toEqual({ title: 'T' });
    expect(kept).toBe(body);
  });
});

describe('form names', () => {
  const text = (name: string, label: string): EditorField => ({ kind: 'text', name, label, required: false });
  const list = (name: string, label: string, entry: EditorField): EditorField => ({
    kind: 'list',
    name,
    label,
    required: true,
    entryLabel: entry.label,
    isFixedLength: false,
    entry,
  });
  const fields: EditorField[] = [
    { kind: 'group', name: 'legal', label: 'Recht', required: true, fields: [text('vatId', 'UID')] },
    list('claims', 'Aussagen', text('claims', 'Aussage')),
    list('cards', 'Karten', {
      kind: 'group',
      name: 'cards',
      label: 'Karte',
      required: true,
      fields: [text('title', 'Titel')],
    }),
  ];
  it('names nested fields and list entries as the form holds them', () => {
    expect(formName(fields, ['legal', 'vatId'])).toBe('legal.vatId');
    expect(formName(fields, ['claims', 2])).toBe('claims.2.value');
    expect(formName(fields, ['cards', 1, 'title'])).toBe('cards.1.title');
    expect(formName(fields, ['unknown'])).toBeUndefined();
  });
  it('holds a list of texts as entries and gives it back as texts', () => {
    const values = { claims: ['a', 'b'], cards: [{ title: 'x' }], legal: { vatId: 'ATU1' } };
    const form = toFormValues(fields, values);
    expect(form.claims).toEqual([{ value: 'a' }, { value: 'b' }]);
    expect(fromFormValues(fields, form)).toEqual(values);
  });
});
