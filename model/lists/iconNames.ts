/**
 * Names of the line icons `components/ui/Icon.tsx` draws (its map is typed by them, so the two
 * cannot drift apart). Content files, article frontmatter included, pick an icon by one of these.
 */
export const iconNames = [
  'compass',
  'rocket',
  'globe',
  'lightbulb',
  'coins',
  'graduation',
  'chat',
  'handshake',
  'layers',
  'target',
  'chart',
  'users',
  'eye',
  'tools',
  'map',
  'book',
] as const;

export type IconName = (typeof iconNames)[number];
