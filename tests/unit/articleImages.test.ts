import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLimits, imageProblem } from '#integrations/articles/imageLimits.ts';
import { imageFiles } from '#integrations/articles/images.ts';
import { parseMarkdown, renderBody } from '#integrations/articles/renderBody.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { checkUpload } from '#tools/edit/server/files/uploadRules.ts';

// An images folder of its own, as the editor fills content/images/blog: a camera photo with its
// position, and the files an owner might upload by mistake.
let folder = '';
const render = (markdown: string) => renderBody('content/articles/test.md', parseMarkdown(markdown).tree, folder);
const allowed = 'erlaubt: ein Foto oder Bild als JPEG (.jpg, .jpeg), PNG (.png), WebP (.webp) oder AVIF (.avif)';

/**
 * A valid PNG of width × height black pixels (1 bit each), written directly: sharp needs seconds
 * to encode 60 megapixels, this takes milliseconds.
 */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: '#4A6B7C' } })
    .withExif({
      IFD0: { Make: 'Testkamera', Model: 'T-1000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 37/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 18/1 0/1' },
    })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'article-images-'));
  const files: Record<string, Buffer> = {
    'foto.jpg': await photo(),
    'grafik.svg': Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ),
    'riesig.png': blackPng(10_000, 6_000),
    'notiz.jpg': Buffer.from('Das ist eine Notiz, kein Foto.'),
    'halb.jpg': (await photo()).subarray(0, 2000),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(folder, name), bytes);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('an article image', () => {
  it('becomes a picture of AVIF, WebP and JPEG variants: never enlarged, sized, lazy, without EXIF or GPS', async () => {
    expect((await sharp(await photo()).metadata()).exif?.includes('Testkamera')).toBe(true);
    const { content } = await render('## Bild\n\n![Der Wörthersee im Herbst](/images/blog/foto.jpg)\n');
    const picture = new DOMParser().parseFromString(content, 'text/html').querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    const img = picture.querySelector('img')!;
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const element of [...sources, img]) {
      expect(element.getAttribute('sizes')).toBeTruthy();
      expect([element.getAttribute('width'), element.getAttribute('height')]).toEqual(['1000', '750']);
      // 480 and 800 for the column, then the original's own width instead of enlarging it to 1200 and 1600.
      expect(
        element
          .getAttribute('srcset')
          ?.split(', ')
          .map((entry) => entry.split(' ')[1]),
      ).toEqual(['480w', '800w', '1000w']);
    }
    expect([img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['Der Wörthersee im Herbst', 'lazy']);
    // Its part's height estimate counts it at the column's width (components/blog/partSize.ts): 750 / 1000.
    expect(picture.closest('section')?.getAttribute('style')).toMatch(/;--part-pictures:0\.75$/);
    expect(img.getAttribute('src')).toMatch(/^\/assets\/blog\/foto-1000\.[0-9a-f]{10}\.jpg$/);

    const urls = [...sources, img].flatMap((element) =>
      element
        .getAttribute('srcset')!
        .split(', ')
        .map((entry) => entry.split(' ')[0]!.slice(1)),
    );
    expect(urls).toHaveLength(9);
    for (const url of urls) {
      const metadata = await sharp(imageFiles.get(url)).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc], url).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('is refused with one German line when it is an SVG, over 50 megapixels, not what its name says, or too large', async () => {
    expect(
      await imageProblem('grafik.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).toBe(`Bild „grafik.svg“ ist eine SVG-Grafik – ${allowed}`);
    expect(await imageProblem('riesig.png', blackPng(10_000, 6_000))).toBe(
      'Bild „riesig.png“ hat 10000 × 6000 Pixel (60 Megapixel) – erlaubt: höchstens 50 Megapixel, z. B. 8000 × 6000',
    );
    // The editor refuses the same upload in the same words (tools/edit/server/files/uploadRules.ts).
    expect(await checkUpload('riesig.png', blackPng(10_000, 6_000))).toEqual({
      ok: false,
      problem:
        'Bild „riesig.png“ hat 10000 × 6000 Pixel (60 Megapixel) – erlaubt: höchstens 50 Megapixel, z. B. 8000 × 6000',
    });
    expect(await imageProblem('notiz.jpg', Buffer.from('kein Foto'))).toBe(
      `Bild „notiz.jpg“ ist keine Bilddatei, die der Build lesen kann – ${allowed}`,
    );
    expect(
      await imageProblem(
        'grafik.jpg',
        await sharp({ create: { width: 4, height: 3, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    ).toBe(
      'Bild „grafik.jpg“ ist dem Inhalt nach ein PNG-Bild, der Name endet aber auf „.jpg“ – erlaubt: .png für PNG',
    );
    expect(await imageProblem('gross.jpg', Buffer.alloc(imageLimits.maxBytes + 1))).toBe(
      'Bild „gross.jpg“ ist 15,1 MB groß – erlaubt: höchstens 15 MB',
    );
    expect(await imageProblem('foto.jpeg', await photo())).toBeNull();
    expect(
      await imageProblem(
        'foto.avif',
        await sharp(await photo())
          .avif()
          .toBuffer(),
      ),
    ).toBeNull();
  });

  it('that cannot be used stops the build with the article, the line and the same words', async () => {
    const markdown = [
      '## Bilder',
      '',
      '![Grafik](/images/blog/grafik.svg)',
      '',
      '![Plan](/images/blog/riesig.png)',
      '',
      '![Notiz](/images/blog/notiz.jpg)',
      '',
      '![Halb](/images/blog/halb.jpg)',
      '',
    ].join('\n');
    const error = await render(markdown).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OwnerError);
    expect((error as OwnerError).lines).toEqual([
      `content/articles/test.md, Zeile 3: Bild „grafik.svg“ ist eine SVG-Grafik – ${allowed}`,
      'content/articles/test.md, Zeile 5: Bild „riesig.png“ hat 10000 × 6000 Pixel (60 Megapixel) – erlaubt: höchstens 50 Megapixel, z. B. 8000 × 6000',
      `content/articles/test.md, Zeile 7: Bild „notiz.jpg“ ist keine Bilddatei, die der Build lesen kann – ${allowed}`,
      'content/articles/test.md, Zeile 9: Bild „halb.jpg“ ist beschädigt oder unvollständig – erlaubt: ein vollständiges Bild; es noch einmal speichern oder hochladen',
    ]);
  });
});
