import { palettes } from '#components/theme/tokens.ts';

// Literal colour values (the light theme's), not the custom properties components use.
const colors = palettes.light;

import { site } from '#model/site.ts';

/** The app icons, drawn from public/favicon.svg at build time (integrations/emit/webManifest/icons.ts). */
export const appIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  // Full-bleed ink square: the mark stays inside the safe zone (the middle 80 %) whatever the mask.
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** `/manifest.webmanifest`: name, language, colours and icons for "Zum Startbildschirm hinzufügen". */
export function webManifest() {
  return {
    id: '/',
    name: site.brand,
    short_name: site.brandShort,
    description: site.description,
    lang: 'de-AT',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    // A website, not an app: opened from the home screen it keeps the address bar, so visitors see
    // where they are and external links (WhatsApp, LinkedIn) behave as usual.
    display: 'browser',
    theme_color: site.themeColor.light,
    background_color: colors.background,
    icons: appIcons.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
