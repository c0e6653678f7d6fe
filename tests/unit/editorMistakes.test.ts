import { describe, expect, it } from 'vitest';
import { labelOf, mistakesOf, refusedByCheck } from '#tools/edit/app/forms/mistakes.ts';
import type { EditorField } from '#tools/edit/protocol/fields.ts';

// The editor's own check before a save names the first marked field as the owner sees it (fixture
// fields, not the live schemas).
const text = (name: string, label: string): EditorField => ({ kind: 'text', name, label, required: false });
const fields: EditorField[] = [
  text('whatsappNumber', 'WhatsApp-Nummer'),
  {
    kind: 'list',
    name: 'cards',
    label: 'Karten',
    required: true,
    entryLabel: 'Karte',
    isFixedLength: false,
    entry: { kind: 'group', name: 'cards', label: 'Karte', required: true, fields: [text('text', 'Kurztext')] },
  },
  {
    kind: 'list',
    name: 'claims',
    label: 'Aussagen',
    required: true,
    entryLabel: 'Aussage',
    isFixedLength: false,
    entry: text('claim', 'Aussage'),
  },
  { kind: 'group', name: 'legal', label: 'Rechtliches', required: true, fields: [text('vatId', 'UID-Nummer')] },
];

describe('the own check’s refusal', () => {
  it('names a field by its label, in a list with its entry, in a group by the field', () => {
    expect(labelOf(fields, 'whatsappNumber')).toBe('WhatsApp-Nummer');
    expect(labelOf(fields, 'cards.3.text')).toBe('Kurztext (Karten, Eintrag 4)');
    expect(labelOf(fields, 'claims.1.value')).toBe('Aussage (Aussagen, Eintrag 2)');
    expect(labelOf(fields, 'legal.vatId')).toBe('UID-Nummer');
  });

  it('finds every mistake of the error tree in order, and says the first and how many more', () => {
    const errors = {
      whatsappNumber: { type: 'validate', message: '„+43“ – erlaubt: nur Ziffern' },
      cards: [undefined, undefined, undefined, { text: { type: 'validate', message: 'Bitte ausfüllen' } }],
    };
    expect(mistakesOf(errors).map((mistake) => mistake.name)).toEqual(['whatsappNumber', 'cards.3.text']);
    expect(refusedByCheck(fields, errors)).toEqual({
      name: 'whatsappNumber',
      text: 'Nicht gespeichert: WhatsApp-Nummer – „+43“ – erlaubt: nur Ziffern (und 1 weiteres markiertes Feld)',
    });
    expect(refusedByCheck(fields, {})).toBeUndefined();
  });
});
