import { createHash } from 'node:crypto';
import type { SpriteIconName } from '../components/ui/iconNames';
import { printStylesheet } from '../components/theme/printStyles';
import { iconSprite } from './iconSprite/sprite';

/** A file the build makes from code, named by its content so hosts can let browsers keep it for good. */
export interface GeneratedAsset {
  url: string;
  source: string;
  mediaType: string;
}

function asset(name: string, extension: string, source: string, mediaType: string): GeneratedAsset {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { url: `/assets/static/${name}.${hash}.${extension}`, source, mediaType };
}

/** The site's icons as one sprite, and the print stylesheet. */
export const generatedAssets = {
  iconSprite: asset('icons', 'svg', iconSprite(), 'image/svg+xml'),
  printStylesheet: asset('print', 'css', printStylesheet, 'text/css'),
} as const;

/** The `<use href>` of one icon of the sprite. */
export const iconHref = (name: SpriteIconName): string => `${generatedAssets.iconSprite.url}#${name}`;
