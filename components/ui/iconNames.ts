import type { IconName } from '../../content/iconNames';

/** Line icons of the interface (Lucide, like the content icons of content/iconNames.ts). */
export const uiIconNames = [
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'check',
  'chevron-down',
  'clock',
  'link',
  'link-2',
  'mail',
  'menu',
  'monitor',
  'moon',
  'search',
  'sun',
  'x',
] as const;

/** Filled brand marks (the link or button next to one carries the name). */
export const brandIconNames = ['whatsapp', 'linkedin'] as const;

export type UiIconName = (typeof uiIconNames)[number];
export type BrandIconName = (typeof brandIconNames)[number];
/** Every symbol of the icon sprite (scripts/iconSprite/sprite.ts). */
export type SpriteIconName = IconName | UiIconName | BrandIconName;

export const isBrandIcon = (name: SpriteIconName): name is BrandIconName => (brandIconNames as readonly string[]).includes(name);
