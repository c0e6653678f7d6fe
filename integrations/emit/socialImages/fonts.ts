import type { Font } from 'satori';
import { fontCharacters } from '#components/theme/fontSubset.ts';
import { cachedSubset } from '../../fontSubsetCache.ts';
import { fontSources } from '../../fontSubsetPlugin.ts';

/** Family names the card's styles refer to. */
export const cardFamilies = { heading: 'Fraunces', body: 'Inter' } as const;

/**
 * The card's fonts: satori reads neither WOFF2 nor variable fonts, so the project's own variable
 * fonts are cut to static TrueType instances here (the site's characters, one weight each).
 * Nothing is fetched.
 */
const instances = [
  { name: cardFamilies.heading, source: fontSources.fraunces, weight: 600 },
  { name: cardFamilies.body, source: fontSources.inter, weight: 400 },
  { name: cardFamilies.body, source: fontSources.inter, weight: 600 },
] as const;

export async function loadCardFonts(root: string): Promise<Font[]> {
  return Promise.all(
    instances.map(async ({ name, source, weight }) => {
      const data = await cachedSubset(root, source, fontCharacters, {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      });
      return { name, data, weight, style: 'normal' } satisfies Font;
    }),
  );
}
