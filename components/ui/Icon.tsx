import { spriteUrl } from 'virtual:generated-assets';
import { isBrandIcon, type SpriteIconName } from './iconNames';

/**
 * A decorative icon drawn from the site's icon sprite (scripts/iconSprite/sprite.ts): a few bytes
 * in the page instead of the icon's paths. Line icons take `strokeWidth`; brand marks are filled.
 */
export function Icon({ name, size = 24, strokeWidth = 2, className }: { name: SpriteIconName; size?: number; strokeWidth?: number; className?: string }) {
  return (
    <svg width={size} height={size} className={className} strokeWidth={isBrandIcon(name) ? undefined : strokeWidth} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
