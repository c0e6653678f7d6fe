import { describe, expect, it } from 'vitest';
import { pictureContent } from '#tools/edit/app/ui/files.ts';

// The editor's app refuses a picture over 15 MB by its size before reading it, in the server's words
// (the server checks again: uploadRules.test.ts); a picture within the limit goes as base64.
describe('a picture the owner chose, before its upload', () => {
  it('over 15 MB: refused at once with the size and the limit', async () => {
    const large = new File([new Uint8Array(16 * 1024 * 1024)], 'gross.jpg', { type: 'image/jpeg' });
    await expect(pictureContent(large)).rejects.toThrow(
      'Nicht hochgeladen: Bild „gross.jpg“ ist 16 MB groß – erlaubt: höchstens 15 MB',
    );
  });

  it('exactly 15 MB or less: its bytes as base64', async () => {
    expect(await pictureContent(new File([new Uint8Array([1, 2, 3])], 'klein.jpg'))).toBe('AQID');
    const limit = new File([new Uint8Array(15 * 1024 * 1024)], 'grenze.jpg');
    expect((await pictureContent(limit)).length).toBe(Math.ceil((15 * 1024 * 1024) / 3) * 4);
  });
});
