import { describe, expect, it } from 'vitest';
import { fontCharacters } from '#components/theme/fontSubset.ts';

describe('font subset', () => {
  it('covers letters, digits, German letters, German quotation marks and the signs of prose', () => {
    // The asterisk marks the contact form's required fields, which every page carries (prerendered dialog).
    for (const character of 'AZaz09&@%/()|ÄÖÜäöüß„“‚‘–€§·é…*') expect(fontCharacters).toContain(character);
  });

  it('leaves out the signs German prose does not use, each of which would cost every page bytes', () => {
    for (const character of '#$<=>\\^`{}~®™') expect(fontCharacters).not.toContain(character);
  });

  it('lists each character once', () => {
    expect(new Set(fontCharacters).size).toBe([...fontCharacters].length);
  });
});
