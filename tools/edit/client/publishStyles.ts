// The publish page's look: plain, in the editor's colours; readable, with visible focus. It also
// holds its own against the general rules of the editor's own pages (lists, status lines).
export const publishStyles = `
body.publish-body { margin: 0; background: #eff0f4; color: #313d3e; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
.publish { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
.publish h1 { font-size: 1.75rem; margin: 0.5rem 0 0.75rem; }
.publish section { background: #fff; border-radius: 8px; padding: 1rem 1.25rem 1.25rem; margin: 1.25rem 0; box-shadow: 0 2px 6px rgb(0 0 0 / 0.08); }
.publish h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.publish h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
.publish a { color: #1b5fa8; }
.publish button { font: inherit; padding: 0.5rem 1rem; border-radius: 6px; border: 1px solid #798291; background: #fff; color: #313d3e; cursor: pointer; margin: 0.25rem 0.5rem 0.25rem 0; }
.publish button.primary { background: #1b5fa8; border-color: #1b5fa8; color: #fff; font-weight: 600; }
.publish button:disabled { background: #dfdfe3; border-color: #dfdfe3; color: #555d66; cursor: not-allowed; }
.publish :focus-visible { outline: 3px solid #3a69c7; outline-offset: 2px; }
.publish input[type="password"] { font: inherit; padding: 0.4rem 0.6rem; border: 1px solid #798291; border-radius: 6px; min-width: 18rem; }
.publish li { display: list-item; background: none; border: 0; border-radius: 0; padding: 0; margin: 0.35rem 0; }
.publish .log li { margin: 0; }
/* A long address in an item (a template value such as a privacy policy's link) breaks instead of widening the page at 390 px. */
.publish .items li { overflow-wrap: anywhere; }
.publish [role="status"].status:not(:empty) { padding: 0; background: none; border: 0; }
.publish .hint, .publish small { color: #555d66; }
.publish .goes-to { margin: 0.5rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
.publish .phases { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; list-style: none; padding: 0; }
.publish .phases [aria-current] { font-weight: 700; }
.publish .phases [data-state="pending"] { color: #6b7280; }
.publish .phases [data-state="failed"] { color: #b3261e; }
.publish .check { list-style: none; padding: 0; }
.publish progress { width: 16rem; vertical-align: middle; }
.publish .result { font-weight: 700; }
.publish .refused { color: #b3261e; font-weight: 600; }
.publish [role="alertdialog"] { border: 2px solid #b36b00; background: #fff8eb; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
.publish code { font-size: 0.95em; word-break: break-all; }
.publish .log { list-style: decimal; margin: 0; font: 0.85rem/1.45 ui-monospace, Menlo, Consolas, monospace; background: #f6f6f8; padding: 0.75rem 0.75rem 0.75rem 2.25rem; border-radius: 6px; max-height: 24rem; overflow: auto; white-space: pre-wrap; }
.publish .log:empty { display: none; }
.entry-publish-status { margin: 0 0 0 12px; padding: 4px 12px; border-radius: 999px; white-space: nowrap; font: 600 14px/1.4 system-ui, sans-serif; background: #fff3d6; color: #5c3d00; }
.entry-publish-status[data-status="online"] { background: #dff3e4; color: #1d4d2a; }
.entry-publish-status.floating { position: fixed; left: 1rem; bottom: 1rem; z-index: 400; box-shadow: 0 2px 6px rgb(0 0 0 / 0.15); }
.publish-header-link { display: inline-flex; align-items: center; height: 100%; padding: 16px 10px; color: #1b5fa8; font-size: 16px; font-weight: 600; text-decoration: none; }
.publish-header-link:hover { text-decoration: underline; }
`;
