import path from 'node:path';
import { imagetools, type ResolveConfigs, resolveConfigs } from 'vite-imagetools';
import { articleCollection } from '#model/collections.ts';
import { encoderSettings, imageWidths } from './articles/images.ts';

/**
 * vite-imagetools as the site uses it: the portrait's variants (components/home/portrait.ts), and
 * nothing else. Its documented options hold it to that:
 *  - `include`: only the pictures of the project's own image folder; any other file named with
 *    directives (a path elsewhere on the computer, behind `/@fs/`) is left to Vite, which makes
 *    nothing of it;
 *  - `resolveConfigs`: only the directives the site's code writes (`w`, `h`, `format`, `as`), with
 *    no upscaling, no side over the site's largest variant (the article column's widest file,
 *    articles/images.ts), no more variants than an article picture gets, and AVIF at the build's
 *    effort. Anything else stops the import with a line that says which directive is not allowed.
 * The dev servers answer no address inside content/ at all (devServing/), so no request from a
 * browser ever reaches this plugin; the limits are for the code itself.
 */

/** The site's largest variant: no picture is made wider or higher. */
export const largestSide = Math.max(...imageWidths);

/** The formats the article pictures are made in, by their directive's name (`jpg` is JPEG too). */
const formats = new Set([...Object.keys(encoderSettings), 'jpg']);

/** At most as many files from one import as an article picture gets: each width in each of its three formats. */
const mostVariants = imageWidths.length * 3;

const allowedValue: Record<string, (value: string) => boolean> = {
  w: (value) => /^[1-9][0-9]{0,4}$/.test(value) && Number(value) <= largestSide,
  h: (value) => /^[1-9][0-9]{0,4}$/.test(value) && Number(value) <= largestSide,
  format: (value) => formats.has(value),
  as: (value) => /^[a-z]+$/.test(value),
};

/** A directive the site does not allow, in one line for the developer. */
export class ImageDirectiveRefused extends Error {}

/** The configurations of one import, after the site's limits (see above); throws on anything else. */
export const limitedConfigs: ResolveConfigs = (entries, outputFormats) => {
  for (const [key, values] of entries) {
    if (key in outputFormats) continue;
    const check = allowedValue[key];
    const wrong = check ? values.find((value) => !check(value)) : values[0];
    if (!check || wrong !== undefined)
      throw new ImageDirectiveRefused(
        `Bild-Anweisung ${key}=${String(wrong ?? '')} ist nicht erlaubt – erlaubt: w und h bis ${largestSide}, format ${[...formats].join('/')}, as`,
      );
  }
  const configs = resolveConfigs(entries, outputFormats);
  if (configs.length > mostVariants)
    throw new ImageDirectiveRefused(
      `${configs.length} Bildvarianten in einem Import – erlaubt: höchstens ${mostVariants}`,
    );
  return configs.map((config) =>
    config.format === 'avif' ? { ...config, effort: String(encoderSettings.avif.effort) } : config,
  );
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The plugin for the project at `root`: its image folder's pictures only, within the limits above. */
export function siteImagetools(root: string) {
  const imagesRoot = path.join(root, articleCollection.images.split('/').slice(0, -1).join('/'));
  return imagetools({
    include: new RegExp(`^${escaped(imagesRoot + path.sep)}[^?]+\\.(avif|jpeg|jpg|png|webp)\\?`),
    resolveConfigs: limitedConfigs,
    removeMetadata: true,
    // No cache: a variant read back from vite-imagetools' cache is named by what sharp reads from
    // its bytes (.jpeg), a fresh one by the query (.jpg); a build must not depend on earlier builds.
    cache: { enabled: false },
  });
}
