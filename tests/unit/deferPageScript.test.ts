import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classicScript, deferPageScript, pageScriptOf } from '#integrations/deferPageScript.mjs';
import { headScript } from '#renderer/headScript';
import { pageScriptAttr } from '#renderer/pageScriptAttr.mjs';

// A page's head as Vike writes it (renderer/+onRenderHtml.tsx, injectScriptsAt: 'HTML_BEGIN').
const page = (head: string) => `<!DOCTYPE html>
<html lang="de-AT">
  <head>
    ${head}
    <meta charset="utf-8">
    <script>${headScript}</script>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"><p>Text</p></div></body>
</html>`;
const vikeTags = `<script src="/assets/entries/renderer_client.AbC123.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/chunks/chunk-x1.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-y2.js" as="script" type="text/javascript">`;

describe('the page script after the first paint (integrations/deferPageScript.mjs)', () => {
  it('puts a preload in place of the module script, drops its module preloads and names it on the inline head script', () => {
    const html = deferPageScript(page(vikeTags));
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="script" href="\/assets\/entries\/renderer_client\.AbC123\.js">\s*<meta charset="utf-8">/,
    );
    expect(html).toContain(
      `<script ${pageScriptAttr}="/assets/entries/renderer_client.AbC123.js">${headScript}</script>`,
    );
    expect(pageScriptOf(html)).toBe('/assets/entries/renderer_client.AbC123.js');
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
      deferPageScript(page(vikeTags).replace(`<script>${headScript}`, `<script id="x">${headScript}`)),
    ).toThrow('no inline head script');
  });

  it('refuses an address that would break out of the attribute or leave the site', () => {
    expect(() =>
      deferPageScript(page('<script src="https://cdn.example.com/a.js" type="module" async></script>')),
    ).toThrow('unexpected script address');
  });

  it('the head script reads the attribute the build writes', () => {
    expect(headScript).toContain(`getAttribute('${pageScriptAttr}')`);
  });
});

describe('the page script as a classic script (classicScript)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'classic-script-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (name: string, code: string) => {
    writeFileSync(path.join(folder, name), code);
    return path.join(folder, name);
  };
  write('shared.js', 'export const count = { value: 0 }; export const bump = () => ++count.value;');
  write('island.js', 'export const island = 1;');

  it('holds its static imports, keeps its dynamic imports and runs as a classic script', async () => {
    const entry = write(
      'entry.js',
      `import { bump } from './shared.js';
      window.ran = bump();
      window.island = () => import('../chunks/island.js');
      window.url = new URL('x.js', import.meta.url).href;`,
    );
    const code = await classicScript(entry);
    expect(code).not.toMatch(/\bimport\s*[{"'`*]|\bexport\b|import\.meta/);
    expect(code).toContain('import(`../chunks/island.js`)');
    // Classic syntax: a module's `import` or `export` would not even parse here.
    const run = new Function('window', 'document', code);
    const page: Record<string, unknown> = {};
    run(page, { currentScript: { src: 'https://example.com/assets/entries/entry.js' } });
    expect(page.ran).toBe(1);
    expect(page.url).toBe('https://example.com/assets/entries/x.js');
  });

  it('refuses an entry that another chunk could import (it exports something)', async () => {
    const entry = write('exporting.js', `import { bump } from './shared.js'; export const again = bump;`);
    await expect(classicScript(entry)).rejects.toThrow(/output\.name|export/i);
  });
});
