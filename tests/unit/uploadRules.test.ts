import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadName } from '#tools/edit/protocol/uploadName.ts';
import { checkUpload, imageTypeOf, maxUploadBytes, safeUploadName } from '#tools/edit/server/files/uploadRules.ts';

// What the editor takes as an upload: pictures by their content, never by their name.

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

  it("refuses an SVG, an HTML page renamed .jpg, a script and an MP4 (ftyp without an AVIF brand), in the build's words", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const allowed = 'erlaubt: ein Foto oder Bild als JPEG (.jpg, .jpeg), PNG (.png), WebP (.webp) oder AVIF (.avif)';
    expect(await checkUpload('logo.svg', svg)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^Bild „logo\.svg“ ist .+ – erlaubt: /),
    });
    expect(
      await checkUpload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')),
    ).toEqual({
      ok: false,
      problem: `Bild „logo.svg“ ist eine SVG-Grafik – ${allowed}`,
    });
    expect(await checkUpload('foto.jpg', Buffer.from('<!doctype html><script src="x.js"></script>'))).toEqual({
      ok: false,
      problem: `Bild „foto.jpg“ ist keine Bilddatei, die der Build lesen kann – ${allowed}`,
    });
    expect(await checkUpload('x.png', Buffer.from('alert(document.cookie)'))).toMatchObject({ ok: false });
    const mp4 = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
    expect(imageTypeOf(mp4)).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('refuses an iPhone photo in HEIC with the way to a JPEG, and still takes an AVIF (a HEIF too)', async () => {
    // The first box of an iPhone's photo: ftyp, brand heic, compatible with mif1 and heic.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]),
      Buffer.alloc(2000),
    ]);
    const refused = await checkUpload('IMG_0042.HEIC', heic);
    expect(refused).toEqual({
      ok: false,
      problem: expect.stringMatching(/^Bild „IMG_0042\.HEIC“ ist ein iPhone-Foto im Format HEIC/),
    });
    expect(refused.ok ? '' : refused.problem).toContain('Einstellungen › Kamera › Formate „Maximale Kompatibilität“');
    expect(await checkUpload('foto.avif', await picture('avif'))).toMatchObject({ ok: true });
  });

  it('refuses a file over the limit, naming file, size and limit', async () => {
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(Math.round(23.4 * 1024 * 1024))]);
    expect(big.length).toBeGreaterThan(maxUploadBytes);
    expect(await checkUpload('foto.jpg', big)).toEqual({
      ok: false,
      problem: 'Bild „foto.jpg“ ist 23,5 MB groß – erlaubt: höchstens 15 MB',
    });
    expect(
      await checkUpload('grenze.jpg', Buffer.concat([await picture('jpeg'), Buffer.alloc(maxUploadBytes - 2000)])),
    ).toMatchObject({ ok: true });
  });

  it('stores under the slug of the name with the extension of the content', async () => {
    expect(safeUploadName('Team Foto Übergabe.JPEG', 'jpg')).toBe('team-foto-uebergabe.jpg');
    expect(safeUploadName('../../index.html', 'png')).toBe('index.png');
    // The editor page names a chosen picture by the same rule before it uploads it: ü → ue, as in addresses.
    expect(uploadName('Übersicht.jpg')).toBe('uebersicht.jpg');
    expect(uploadName('Größe & Maß.JPEG')).toBe('groesse-mass.jpeg');
    expect(safeUploadName('....webp', 'webp')).toBe('bild.webp');
    expect(await checkUpload('Größe zählt.png', await picture('jpeg'))).toEqual({
      ok: true,
      name: 'groesse-zaehlt.jpg',
    });
  });
});
