import { describe, expect, it } from 'vitest';
import { fontFaces } from '../../components/theme/fonts';
import { fontCharacters, unicodeRange } from '../../components/theme/fontSubset';

describe('font subset', () => {
  it('writes consecutive characters as ranges and single ones alone, in code point order', () => {
    expect(unicodeRange('cab€ ä')).toBe('U+20, U+61-63, U+E4, U+20AC');
    expect(unicodeRange('aa')).toBe('U+61');
  });

  it('covers printable ASCII, German letters and German quotation marks', () => {
    for (const character of 'Az09&@ÄÖÜäöüß„“–€§') expect(fontCharacters).toContain(character);
  });

  it('declares exactly that range for both web fonts, so other characters fall back per character', () => {
    const range = unicodeRange(fontCharacters);
    expect(range.startsWith('U+20-7E, U+A0')).toBe(true);
    expect(fontFaces.match(/unicode-range: ([^;]+);/g)).toEqual([`unicode-range: ${range};`, `unicode-range: ${range};`]);
  });
});
