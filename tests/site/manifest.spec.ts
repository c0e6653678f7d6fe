import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { site } from '#model/site.ts';
import { allPages, distDir } from '../support/routes.ts';

// The web app manifest as a browser reads it when a visitor adds the site to the home screen.
interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.webmanifest'), 'utf8')) as {
  icons: ManifestIcon[];
  [key: string]: unknown;
};

test('the manifest names the site, its language, start page and colours', () => {
  expect(manifest).toMatchObject({
    name: site.brand,
    short_name: site.brandShort,
    lang: 'de-AT',
    start_url: '/',
    theme_color: site.themeColor.light,
  });
  expect(String(manifest.background_color)).toMatch(/^#[0-9A-F]{6}$/i);
});

test('every icon of the manifest is a PNG of its declared size; 192, 512 and a maskable one', async () => {
  for (const icon of manifest.icons) {
    const { width, height, format } = await sharp(path.join(distDir, icon.src)).metadata();
    expect(`${width}x${height} ${format}`, icon.src).toBe(`${icon.sizes} png`);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable');
  expect(maskable).toBeDefined();
  // A maskable icon has no transparent corners: the mask may cut anywhere outside the safe zone.
  const { data } = await sharp(path.join(distDir, maskable!.src))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(data[3]).toBe(255);
});

test('every page links the manifest and sets the theme colour for light and dark schemes', () => {
  for (const { file, route } of allPages()) {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    expect(html, route).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html, route).toContain(
      `<meta name="theme-color" content="${site.themeColor.light}" media="(prefers-color-scheme: light)">`,
    );
    expect(html, route).toContain(
      `<meta name="theme-color" content="${site.themeColor.dark}" media="(prefers-color-scheme: dark)">`,
    );
    expect(html.match(/<meta name="theme-color"/g), route).toHaveLength(2);
  }
});
