import { describe, expect, it } from 'vitest';
import { deferPageScript } from '#integrations/deferPageScript.mjs';
import { headScript } from '#renderer/headScript.ts';
import { pageScriptAttr } from '#renderer/pageScriptAttr.mjs';

// A page's head as Vike writes it (renderer/+onRenderHtml.tsx, injectScriptsAt: 'HTML_BEGIN').
const page = (head: string) => `<!DOCTYPE html>
<html lang="de-AT">
  <head>
    ${head}
    <meta charset="utf-8">
    <script>${headScript([])}</script>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"><p>Text</p></div></body>
</html>`;
const vikeTags = `<script src="/assets/entries/renderer_client.AbC123.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/chunks/chunk-x1.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-y2.js" as="script" type="text/javascript">`;

describe('the page script after the first paint (integrations/deferPageScript.mjs)', () => {
  it('moves the module script and its preloads onto the inline head script, entry first', () => {
    const html = deferPageScript(page(vikeTags));
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script ${pageScriptAttr}="/assets/entries/renderer_client.AbC123.js /assets/chunks/chunk-x1.js /assets/chunks/chunk-y2.js">${headScript([])}</script>`,
    );
  });

  it('leaves everything else as it was', () => {
    const html = deferPageScript(page(vikeTags));
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"}</script>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<body><div id="root"><p>Text</p></div></body>');
  });

  it('works without module preloads', () => {
    const html = deferPageScript(page('<script type="module" async src="/assets/entries/a.js"></script>'));
    expect(html).toContain(`<script ${pageScriptAttr}="/assets/entries/a.js">`);
  });

  it('refuses a page without a module script, with two, or without the inline head script', () => {
    expect(() => deferPageScript(page(''))).toThrow('found 0 module scripts, expected exactly one');
    expect(() =>
      deferPageScript(page(`${vikeTags}<script src="/assets/entries/b.js" type="module" async></script>`)),
    ).toThrow('found 2 module scripts, expected exactly one');
    expect(() =>
      deferPageScript(page(vikeTags).replace(`<script>${headScript([])}`, `<script id="x">${headScript([])}`)),
    ).toThrow('no inline head script');
  });

  it('refuses an address that would break out of the attribute or leave the site', () => {
    expect(() =>
      deferPageScript(page('<script src="https://cdn.example.com/a.js" type="module" async></script>')),
    ).toThrow('unexpected script address');
  });

  it('the head script reads the attribute the build writes', () => {
    expect(headScript([])).toContain(`getAttribute('${pageScriptAttr}')`);
  });
});
