import { type ColorRole, colorVar, palettes } from './tokens.ts';

type Palette = Record<ColorRole, string>;

const declarations = (palette: Palette) =>
  Object.entries(palette)
    .map(([role, value]) => `${colorVar(role as ColorRole)}:${value}`)
    .join(';');

/**
 * The colour tokens as CSS custom properties: light by default, dark when the system prefers it,
 * and either one when the visitor chose it in the header (`html[data-theme]`, set before the
 * first paint by renderer/headScript.ts).
 */
export const themeCss = [
  `:root{color-scheme:light;${declarations(palettes.light)}}`,
  `:root[data-theme="dark"]{color-scheme:dark;${declarations(palettes.dark)}}`,
  `@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){color-scheme:dark;${declarations(palettes.dark)}}}`,
].join('');
