import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { palettes } from '#components/theme/tokens.ts';

// Literal colour values (the light theme's), not the custom properties components use.
const colors = palettes.light;

import { appIcons } from './manifest.ts';

/** The favicon's drawing size (its viewBox), to render it sharply at any size. */
const faviconSize = 40;

/** Renders the app icons of the manifest from public/favicon.svg. */
export async function renderAppIcons(root: string): Promise<{ fileName: string; source: Buffer }[]> {
  const svg = await readFile(path.join(root, 'public/favicon.svg'));
  return Promise.all(
    appIcons.map(async ({ file, size, purpose }) => {
      const mark = sharp(svg, { density: (72 * size) / faviconSize }).resize(size, size);
      if (purpose === 'any') return { fileName: file, source: await mark.png().toBuffer() };
      // Maskable: the favicon's rounded corners filled with its own ink, so the icon is a full square.
      const background = sharp({ create: { width: size, height: size, channels: 4, background: colors.dark } });
      return {
        fileName: file,
        source: await background
          .composite([{ input: await mark.png().toBuffer() }])
          .png()
          .toBuffer(),
      };
    }),
  );
}
