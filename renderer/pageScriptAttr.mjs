// Where the page script's address goes: the build writes it on the inline head script
// (integrations/deferPageScript.mjs), which reads it and loads the script after the first paint
// (renderer/headScript.ts). Plain JavaScript, so the build step can import it without a compiler.

/** The attribute of the inline head script that lists the page script and its imports. */
export const pageScriptAttr = 'data-page-script-src';
