import { describe, expect, it } from 'vitest';
import { pageSharedChunk, pageSharedChunkName } from '#integrations/pageSharedChunk';

// A module graph as the bundler reports it: each module with its static importers.
const page = '/site/renderer/+client.ts';
const island = '/site/components/islands/mountContactIsland.tsx';
const importers: Record<string, string[]> = {
  [page]: [],
  [island]: [],
  '/site/components/contact/contact.client.ts': [page],
  '/site/components/ui/modalPage.ts': [
    '/site/components/contact/earlyDialog.client.ts',
    '/site/components/ui/useModalFocus.ts',
  ],
  '/site/components/contact/earlyDialog.client.ts': ['/site/components/contact/contact.client.ts'],
  '/site/components/ui/useModalFocus.ts': ['/site/components/ui/Dialog.tsx'],
  '/site/components/ui/Dialog.tsx': [island],
  '/site/components/a.ts': ['/site/components/b.ts', page],
  '/site/components/b.ts': ['/site/components/a.ts'],
};
const facts = { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id]! } : null) };

describe('the chunk the page script and the contact island share (integrations/pageSharedChunk.ts)', () => {
  it('takes a module both import, however deep', () => {
    expect(pageSharedChunk('/site/components/ui/modalPage.ts', facts)).toBe(pageSharedChunkName);
  });

  it('leaves a module only one of them imports to the bundler (the island is imported dynamically)', () => {
    expect(pageSharedChunk('/site/components/contact/earlyDialog.client.ts', facts)).toBeUndefined();
    expect(pageSharedChunk('/site/components/ui/Dialog.tsx', facts)).toBeUndefined();
    expect(pageSharedChunk('/site/components/unknown.ts', facts)).toBeUndefined();
  });

  it('ends on modules that import each other', () => {
    expect(pageSharedChunk('/site/components/b.ts', facts)).toBeUndefined();
  });
});
