import { describe, expect, it } from 'vitest';
import { fontCharacters } from '../../components/theme/fontSubset';

describe('font subset', () => {
  it('covers printable ASCII, German letters and German quotation marks', () => {
    for (const character of 'Az09&@ÄÖÜäöüß„“–€§') expect(fontCharacters).toContain(character);
  });
});
