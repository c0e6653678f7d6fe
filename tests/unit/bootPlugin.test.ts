import { describe, expect, it } from 'vitest';
import { deferHydration } from '../../scripts/bootPlugin';

// The tail of a page as Vike prerenders it.
const prerendered = `<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div>
    <script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>
    <script src="/assets/entries/entry-server-routing.abc.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript">
  </body></html>`;

describe('deferHydration', () => {
  const html = deferHydration(prerendered, '/assets/chunks/boot.js');

  it('replaces the client entry with the boot script, which names the entry and the page modules', () => {
    expect(html).toContain(
      '<script src="/assets/chunks/boot.js" type="module" data-entry="/assets/entries/entry-server-routing.abc.js" data-preload="/assets/entries/pages_index.def.js /assets/chunks/chunk-1.js"></script>',
    );
    expect(html.match(/<script[^>]+src=/g)).toHaveLength(1);
  });

  it('leaves no modulepreload link, and the page context where it was', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>');
    expect(html).toMatch(/<\/script>\s*<\/body><\/html>$/);
  });

  it('fails the build when Vike has not injected its entry', () => {
    expect(() => deferHydration('<html><body></body></html>', '/boot.js')).toThrow(/client entry/);
  });
});
