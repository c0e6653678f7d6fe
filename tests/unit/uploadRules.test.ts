import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload, imageTypeOf, maxUploadBytes, megabytes, safeUploadName } from '../../scripts/editor/uploadRules';

// What the editor takes as an upload (issue 29): pictures by their content, never by their name.

const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#4A6B7C' } })
    .toFormat(format)
    .toBuffer();

describe('uploadRules', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their bytes', async () => {
    expect(imageTypeOf(await picture('jpeg'))).toBe('jpg');
    expect(imageTypeOf(await picture('png'))).toBe('png');
    expect(imageTypeOf(await picture('webp'))).toBe('webp');
    expect(imageTypeOf(await picture('avif'))).toBe('avif');
  });

  it('refuses an SVG, an HTML page renamed .jpg, a script and an MP4 (ftyp without an AVIF brand)', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(checkUpload('logo.svg', svg)).toEqual({
      ok: false,
      problem: 'logo.svg: der Inhalt ist kein JPEG-, PNG-, WebP- oder AVIF-Bild – erlaubt sind nur Fotos und Grafiken in diesen vier Formaten',
    });
    expect(checkUpload('foto.jpg', Buffer.from('<!doctype html><script src="x.js"></script>'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^foto\.jpg: der Inhalt ist kein/),
    });
    expect(checkUpload('x.png', Buffer.from('alert(document.cookie)'))).toMatchObject({ ok: false });
    const mp4 = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
    expect(imageTypeOf(mp4)).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('refuses a file over the limit, naming file, size and limit', async () => {
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(Math.round(23.4 * 1024 * 1024))]);
    expect(big.length).toBeGreaterThan(maxUploadBytes);
    expect(checkUpload('foto.jpg', big)).toEqual({ ok: false, problem: 'foto.jpg: 23,4 MB – erlaubt sind höchstens 15 MB' });
    expect(checkUpload('grenze.jpg', Buffer.concat([await picture('jpeg'), Buffer.alloc(maxUploadBytes - 2000)]))).toMatchObject({ ok: true });
  });

  it('stores under the slug of the name with the extension of the content', async () => {
    expect(safeUploadName('Team Foto Übergabe.JPEG', 'jpg')).toBe('team-foto-uebergabe.jpg');
    expect(safeUploadName('../../index.html', 'png')).toBe('index.png');
    expect(safeUploadName('....webp', 'webp')).toBe('bild.webp');
    expect(checkUpload('Größe zählt.png', await picture('jpeg'))).toEqual({ ok: true, name: 'groesse-zaehlt.jpg' });
    expect(megabytes(1024 * 1024 * 15)).toBe('15,0 MB');
  });
});
