import { describe, expect, it } from 'vitest';
import { megabytes } from '#model/megabytes.ts';

// Sizes in the owner's messages: the limits as whole megabytes, a file's size so that one just
// over a limit reads as over it.
describe('megabytes', () => {
  it('writes whole megabytes without a decimal and with a no-break space between thousands', () => {
    expect(megabytes(15 * 1024 * 1024)).toBe('15 MB');
    expect(megabytes(41 * 1024 * 1024)).toBe('41 MB');
    expect(megabytes(1024 * 1024 * 1024)).toBe('1\u00A0024 MB');
  });

  it('rounds up to a tenth, so a file one byte over the limit never reads as the limit', () => {
    expect(megabytes(15 * 1024 * 1024 + 1)).toBe('15,1 MB');
    expect(megabytes(23.45 * 1024 * 1024)).toBe('23,5 MB');
  });
});
