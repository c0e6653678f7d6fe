import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentPlugin } from '#integrations/contentPlugin.ts';
import { dataFiles } from '#model/collections.ts';
import type { Content } from '#model/load/content.ts';
import type { SiteConfig } from '#model/site.ts';
import { fixtureFile } from '../support/fixtureSite.ts';
import { completeSettings, settingsProject } from '../support/settingsProject.ts';

// The door of the owner's content (model/content/, integrations/contentPlugin.ts), on a fixture
// project: its own settings and page texts, with a deploy target set, and no articles.
const root = settingsProject(
  completeSettings.replace(
    /^deploy: null$/m,
    'deploy:\n  protocol: sftp\n  host: ssh.fixture-host.at\n  user: anna\n  folder: /html',
  ),
);
mkdirSync(path.join(root, 'content/articles'), { recursive: true });
const texts = path.join(root, 'content/texts');
mkdirSync(texts, { recursive: true });
writeFileSync(path.join(texts, 'home.yaml'), readFileSync(fixtureFile('content/texts/home.yaml'), 'utf8'));

/** The module the plugin serves for `model/content/<key>.ts` of the fixture project, evaluated. */
async function served(key: string, env: Record<string, string> = {}): Promise<unknown> {
  const plugin = contentPlugin();
  const config = { root, env, command: 'serve', logger: console } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  const context = { addWatchFile: () => undefined };
  // The plugin's hook is a plain function (contentPlugin.ts); the test gives it just the context it uses.
  const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<string | undefined>;
  const code = await load.call(context, path.join(root, 'model/content', `${key}.ts`));
  if (code === undefined) return undefined;
  expect(code).toMatch(/^export default /);
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));
}

describe('the door of the owner content (model/content/)', () => {
  it('has one module per key of the content: each data file of the collections table, the articles and their search', () => {
    const modules = readdirSync('model/content')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual([...Object.keys(dataFiles), 'articles', 'articleSearch', 'translations'].sort());
  });

  it('serves a data module as the checked data of its file, without YAML or file access', async () => {
    const home = (await served('home')) as Content['home'];
    expect(home.hero.kicker).toBe(readFileSync(path.join(texts, 'home.yaml'), 'utf8').match(/kicker: (.*)/)?.[1]);
    expect(await served('nothing-of-the-door')).toBeUndefined();
  });

  it('serves the settings with what follows from them, the deploy target left out', async () => {
    const settings = (await served('settings')) as Record<string, unknown>;
    expect(settings).toMatchObject({
      url: 'https://www.berger-strategie.at',
      titleTemplate: expect.stringMatching(/^%s \| /),
      address: expect.objectContaining({ country: 'Österreich', countryCode: 'AT' }),
    });
    expect(Object.keys(settings)).not.toContain('deploy');
    expect(JSON.stringify(settings)).not.toContain('ssh.fixture-host.at');
  });

  it('puts the build environment overrides in, checked', async () => {
    const settings = (await served('settings', { PUBLIC_ENV__SITE_URL: 'https://www.example.com/' })) as SiteConfig;
    expect(settings.url).toBe('https://www.example.com');
    await expect(served('settings', { PUBLIC_ENV__SITE_URL: 'ftp://x' })).rejects.toThrow(/^PUBLIC_ENV__SITE_URL: url/);
  });

  it('types the content by the schemas, and the browser side has no server-only field', () => {
    expectTypeOf<Content['settings']>().toEqualTypeOf<SiteConfig>();
    expectTypeOf<SiteConfig>().not.toHaveProperty('deploy');
    expectTypeOf<SiteConfig>().toHaveProperty('titleTemplate');
  });
});
