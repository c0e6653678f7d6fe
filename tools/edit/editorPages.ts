import { backupText } from '#model/copy/backupText';
import { editorText } from '#model/copy/editorText';
import { publishText } from '#model/copy/publishText';

/**
 * The editor's own pages besides Decap CMS (Decap 3.16 has no hook to add a page to its
 * navigation): each is a page of its own under /admin/, with one navigation bar above Decap and
 * above each page. Every page carries this start's secret (`editor-token`), for the API calls of
 * client/api.ts; the server sends it only with headers that keep other origins from framing it.
 */

export const adminPath = '/admin/';

export interface EditorPage {
  path: string;
  label: string;
  /** The page's script (a module of the dev server); Decap's page has its own. */
  module?: string;
}

export const editorPages: EditorPage[] = [
  { path: adminPath, label: editorText.history.contentsLabel },
  { path: `${adminPath}verlauf/`, label: editorText.history.label, module: '/tools/edit/client/historyPage.ts' },
  { path: `${adminPath}veroeffentlichen/`, label: publishText.navLink, module: '/tools/edit/client/publishPage.ts' },
  { path: `${adminPath}sicherung/`, label: backupText.navLink, module: '/tools/edit/client/backupPage.ts' },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The bar above every page of the editor: "Inhalte · Verlauf", the current page marked. */
function navigation(current: string) {
  const links = editorPages.map(
    (page) =>
      `<a href="${page.path}"${page.path === current ? ' aria-current="page"' : ''}>${escapeHtml(page.label)}</a>`,
  );
  return `<nav class="editor-nav" aria-label="${escapeHtml(editorText.history.navigation)}"><span>${escapeHtml(editorText.title)}</span>${links.join('')}</nav>`;
}

/**
 * Above Decap while the project holds only the template's content (backupRoutes.ts, `onlyTemplate`):
 * the way to the owner's backup, before anything is typed over the template.
 */
export const freshNotice = `<p class="editor-fresh">${escapeHtml(backupText.fresh.text)} <a href="${adminPath}sicherung/">${escapeHtml(backupText.fresh.link)}</a></p>
`;

const styles = `
.editor-nav { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; padding: 0.4rem 1rem; background: #313d3e; color: #fff; font: 15px/1.4 system-ui, sans-serif; }
.editor-nav span { margin-right: 1rem; font-weight: 600; }
.editor-nav a { color: #fff; padding: 0.35rem 0.75rem; border-radius: 4px; text-decoration: none; }
.editor-nav a:hover, .editor-nav a:focus-visible { background: #4a5859; }
.editor-nav a[aria-current="page"] { background: #fff; color: #313d3e; }
.editor-page { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; font: 16px/1.5 system-ui, sans-serif; color: #313d3e; }
.editor-page h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; }
.editor-page [role="status"]:not(:empty) { padding: 0.75rem 1rem; background: #e8f5ee; border-left: 4px solid #005614; }
.editor-page .editor-error:not(:empty) { padding: 0.75rem 1rem; background: #fdecea; border-left: 4px solid #a4000d; }
.editor-page ol { list-style: none; padding: 0; margin: 1.5rem 0; }
.editor-page li { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; justify-content: space-between; align-items: center; padding: 0.75rem 1rem; background: #fff; border: 1px solid #dfdfe3; border-radius: 5px; margin-bottom: 0.5rem; }
.editor-page li span { flex: 1 1 18rem; min-width: 0; overflow-wrap: anywhere; }
.editor-page .editor-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.editor-page button { font: inherit; padding: 0.35rem 0.9rem; border: 1px solid #3a69c7; background: #fff; color: #3a69c7; border-radius: 4px; cursor: pointer; white-space: nowrap; }
.editor-page button:hover, .editor-page button:focus-visible { background: #3a69c7; color: #fff; }
.editor-page button:disabled { opacity: 0.6; cursor: wait; }
.editor-fresh { margin: 0; padding: 0.6rem 1rem; background: #fff3d6; color: #3d2a00; border-bottom: 2px solid #b36b00; font: 16px/1.5 system-ui, sans-serif; }
.editor-fresh a { margin-left: 0.5rem; padding: 0.3rem 0.8rem; border-radius: 4px; background: #1b5fa8; color: #fff; font-weight: 600; text-decoration: none; white-space: nowrap; display: inline-block; }
.editor-fresh a:hover, .editor-fresh a:focus-visible { background: #144a85; }
.editor-page section { background: #fff; border: 1px solid #dfdfe3; border-radius: 5px; padding: 1rem 1.25rem 1.25rem; margin: 1.25rem 0; }
.editor-page h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
.editor-page input[type="file"] { font: inherit; max-width: 100%; margin: 0.25rem 0 0.75rem; }
.editor-page label { display: block; font-weight: 600; }
.editor-page .editor-note { color: #555d66; font-size: 0.95rem; margin-bottom: 0; }
.editor-page button.primary { background: #3a69c7; color: #fff; font-weight: 600; }
.editor-page [role="alertdialog"] { border: 2px solid #b36b00; background: #fff8eb; border-radius: 5px; padding: 0.75rem 1rem; margin: 1rem 0; }
.editor-page [role="alertdialog"] h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.editor-page .editor-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0 1.25rem; margin: 0.75rem 0; }
.editor-page .editor-field { margin: 0 0 0.85rem; min-width: 0; }
.editor-page .editor-field input, .editor-page .editor-field select { font: inherit; box-sizing: border-box; width: 100%; margin-top: 0.2rem; padding: 0.4rem 0.6rem; border: 1px solid #798291; border-radius: 4px; background: #fff; color: inherit; }
.editor-page .editor-field small { display: block; color: #555d66; font-size: 0.9rem; margin-top: 0.15rem; }
.editor-page :focus-visible { outline: 3px solid #3a69c7; outline-offset: 2px; }
.editor-page fieldset { border: 1px solid #dfdfe3; border-radius: 5px; margin: 1rem 0 0.75rem; padding: 0.5rem 1rem 0.75rem; }
.editor-page legend { font-weight: 600; padding: 0 0.25rem; }
.editor-page label.editor-choice { display: flex; gap: 0.6rem; align-items: baseline; font-weight: 400; padding: 0.35rem 0; cursor: pointer; }
.editor-page [role="alertdialog"] code { word-break: break-all; }
.editor-page section button { white-space: normal; max-width: 100%; text-align: left; }
body.editor-body { margin: 0; background: #eff0f4; }
`;

/** The HTML of one page of the editor; `body` is its content below the navigation. */
export function pageHtml(page: EditorPage, token: string, body: string) {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="editor-token" content="${escapeHtml(token)}">
<title>${page.path === adminPath ? '' : `${escapeHtml(page.label)} – `}${escapeHtml(editorText.title)}</title>
<style>${styles}</style>
</head>
<body class="editor-body">
${navigation(page.path)}
${body}
</body>
</html>
`;
}
