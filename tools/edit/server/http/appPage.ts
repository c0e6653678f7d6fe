import { editorText } from '#tools/text/editor.ts';

/**
 * The HTML of the editor's own app at /admin/ (tools/edit/app/): the start's secret for the API
 * (`editor-token`, read by app/api.ts), one root element and the app's script, built at the start
 * (appBundle.ts) and named by its address.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const appHtml = (token: string, script: string) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="editor-token" content="${escapeHtml(token)}">
<title>${escapeHtml(editorText.title)}</title>
<style>body { margin: 0; background: #eff0f4; color: #1f2a2b; font: 16px/1.5 system-ui, sans-serif; }</style>
</head>
<body>
<div id="editor-root"></div>
<script type="module" src="${escapeHtml(script)}"></script>
</body>
</html>
`;
