import { describe, expect, it } from 'vitest';
import { webManifest } from '#integrations/emit/webManifest/manifest.ts';
import { site } from '#model/site.ts';

describe('web app manifest', () => {
  const manifest = webManifest();

  it('names the site in German (Austria) and starts at the home page', () => {
    expect(manifest).toMatchObject({
      name: site.brand,
      short_name: site.brandShort,
      lang: 'de-AT',
      start_url: '/',
      scope: '/',
    });
    expect(['standalone', 'minimal-ui', 'browser']).toContain(manifest.display);
  });

  it('has icons of 192 and 512 pixels, one of them maskable', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons)
      expect(icon).toMatchObject({ type: 'image/png', src: expect.stringMatching(/^\/[\w-]+\.png$/) });
  });

  it('takes its colours as literal values from the site configuration and the tokens', () => {
    expect(manifest.theme_color).toBe(site.themeColor.light);
    for (const colour of [manifest.theme_color, manifest.background_color]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
