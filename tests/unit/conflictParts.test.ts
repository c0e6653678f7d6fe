import { describe, expect, it } from 'vitest';
import { differingFields, differingParts } from '#tools/edit/app/keeping/plainText.ts';

// The conflict view shows where two versions differ: a sentence added at the end of a long
// article is in view at once, not below paragraphs both versions share.

describe('two versions side by side', () => {
  it('cuts the paragraphs both share at the start and the end to „…“', () => {
    const shared = ['Erster Absatz.', 'Zweiter Absatz.', 'Dritter Absatz.'];
    const mine = [...shared.slice(0, 2), 'Mein neuer Satz.', shared[2]].join('\n\n');
    const theirs = [...shared.slice(0, 2), 'Ihr neuer Satz.', shared[2]].join('\n\n');
    expect(differingParts(mine, theirs)).toEqual(['…\n\nMein neuer Satz.\n\n…', '…\n\nIhr neuer Satz.\n\n…']);
    expect(differingParts('Nur eins.', 'Etwas anderes.')).toEqual(['Nur eins.', 'Etwas anderes.']);
  });

  it('lists only the fields that differ, a deleted entry as none, Ja/Nein and lists as text', () => {
    const fields = [
      { name: 'phone', label: 'Telefonnummer' },
      { name: 'draft', label: 'Entwurf' },
      { name: 'list', label: 'Liste' },
    ];
    const rows = differingFields(
      fields,
      { phone: '1', draft: true, list: [{ a: 'x' }] },
      { phone: '1', draft: false, list: [{ a: 'y' }] },
    );
    expect(rows).toEqual([
      { name: 'draft', label: 'Entwurf', mine: 'Ja', theirs: 'Nein' },
      { name: 'list', label: 'Liste', mine: 'x', theirs: 'y' },
    ]);
    expect(differingFields(fields, { phone: '1' }, undefined)[0]?.theirs).toBeUndefined();
  });
});
