import { builtinOutputFormats, extractEntries } from 'vite-imagetools';
import { describe, expect, it } from 'vitest';
import { asideFolderName, historyFolderName, pathRefusal } from '#integrations/devServing/refusedPaths.ts';
import { ImageDirectiveRefused, largestSide, limitedConfigs } from '#integrations/siteImagetools.ts';
import { historyFolder } from '#tools/history/store.ts';
import { asideFolder } from '#tools/restore/applyCopy.ts';
import { addressSpellings } from '../support/devServingProbes.ts';

// The rules behind the dev servers' answers (integrations/devServing/, siteImagetools.ts); the
// servers themselves are checked in tests/tools/dev.spec.ts and editorServer.spec.ts.

const root = '/home/besitzerin/website';

describe('what the dev servers refuse to serve', () => {
  it('names the editor’s history and the restore’s set-aside folder as those tools do', () => {
    expect(historyFolderName).toBe(historyFolder);
    expect(asideFolderName).toBe(asideFolder);
  });

  it('refuses every spelling of a file in content/ or a private folder, and anything unreadable', () => {
    for (const file of ['content/texts/evil.htm', '.env.deploy', '.editor-history/HEAD', `${asideFolder}/1/x.yaml`])
      for (const address of addressSpellings(root, file)) expect(pathRefusal(address, root), address).toBeDefined();
    for (const address of ['/%c0%ae%c0%ae/content/x', '/%25252563ontent/x', 'http://127.0.0.1:3000/content/x', '*'])
      expect(pathRefusal(address, root), address).toBeDefined();
  });

  it('refuses /@fs/ outside the project and its linked packages, and lets the pages’ own addresses through', () => {
    expect(pathRefusal('/@fs/etc/passwd', root)).toBeDefined();
    expect(pathRefusal('/@fs/home/besitzerin/website-alt/x.jpg?w=50&import', root)).toBeDefined();
    expect(pathRefusal('/@fs/pakete/vite/dist/client/env.mjs', root, ['/pakete/vite'])).toBeUndefined();
    for (const address of [
      '/',
      '/blog/innovation-praxis',
      '/@vite/client',
      `/@fs${root}/renderer/+client.ts`,
      '/node_modules/.vite/deps/react.js?v=1234',
      '/@imagetools/0123456789abcdef',
      '/images/blog/see.jpg',
      '/assets/blog/see-800.0123456789.avif',
      '/@id/__x00__virtual:vike:page',
      '/components/contact/contact.client.ts?t=1',
    ])
      expect(pathRefusal(address, root), address).toBeUndefined();
  });
});

describe('what the image pipeline makes', () => {
  const configs = (query: string) => limitedConfigs(extractEntries(new URLSearchParams(query)), builtinOutputFormats);

  it('makes the portrait’s variants as the site asks for them, AVIF at the build’s effort', () => {
    const made = configs('w=320;480;640&format=avif;webp;jpg&as=picture');
    expect(made).toHaveLength(9);
    expect(made.filter((config) => config.format === 'avif').every((config) => config.effort === '4')).toBe(true);
  });

  it('refuses upscaling, sizes over the largest variant, other directives and too many variants', () => {
    for (const query of [
      'w=22000&h=22000&fit=fill&allowUpscale=true&format=png',
      `w=${largestSide + 1}&format=png`,
      `h=${largestSide + 1}`,
      'w=640&format=avif&effort=9',
      'w=640&format=png&inline',
      'w=640&format=gif',
      'w=0',
      'w=1;2;3;4;5;6;7&format=avif;webp;jpg',
    ])
      expect(() => configs(query), query).toThrow(ImageDirectiveRefused);
  });
});
