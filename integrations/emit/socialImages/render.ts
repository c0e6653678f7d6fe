import { readFile } from 'node:fs/promises';
import path from 'node:path';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import type { SocialCard } from '#model/socialImages.ts';
import { cardColors, cardSize, cardTree } from './card.ts';

/** The brand mark (public/favicon.svg) as a data URI: nothing is loaded from elsewhere. */
export async function loadBrandMark(root: string): Promise<string> {
  const svg = await readFile(path.join(root, 'public/favicon.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

// satori and the SVG renderer need colour values, not CSS custom properties.
for (const [role, value] of Object.entries(cardColors)) {
  if (!/^(#|rgba?\()/.test(value))
    throw new Error(`Social image colour ${role} is "${value}": use a literal colour value from the tokens`);
}

/** One social preview image: laid out by satori as SVG, rasterised and compressed by sharp. */
export async function renderSocialImage(card: SocialCard, fonts: Font[], brandMark: string): Promise<Buffer> {
  const svg = await satori(cardTree(card, brandMark), {
    ...cardSize,
    fonts,
    onStyleError: (error) => {
      throw error;
    },
  });
  // 4:4:4 keeps the thin coloured strokes of the kind line and the rings sharp. Plain libjpeg:
  // mozjpeg would save a quarter of the bytes at four times the time.
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, chromaSubsampling: '4:4:4' }).toBuffer();
}
