import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { devServingName } from '#integrations/devServing/plugin.ts';
import type { AppBundle } from '#tools/edit/server/http/appBundle.ts';
import { editorPlugin } from '#tools/edit/server/http/plugin.ts';

// Vike's dev() resolves the dev server's configuration twice at each start of `npm run edit`: the
// editor's app must still be built once (each build is a Vite build of its own, seconds of CPU).

/** What the plugin reads of a resolved configuration: the root and the site's serving rule. */
const resolved = (root: string) =>
  ({ root, plugins: [{ name: devServingName, api: { allowEntryPage: () => {} } }] }) as unknown as ResolvedConfig;

describe('the editor plugin', () => {
  it('builds the app once per start, however often the configuration is resolved', async () => {
    const roots: string[] = [];
    const bundle: AppBundle = { script: '/admin/assets/main-1.js', files: new Map() };
    const plugin = editorPlugin(async (root) => {
      roots.push(root);
      return bundle;
    });
    const hook = plugin.configResolved;
    if (typeof hook !== 'function') throw new Error('configResolved is not a function');
    await hook.call({} as never, resolved('/projekt'));
    await hook.call({} as never, resolved('/projekt'));
    expect(roots).toEqual(['/projekt']);
    expect(await plugin.api?.appReady()).toBe(bundle);
  });
});
