/**
 * `_redirects` for Netlify, written only when the build has the English pages: Netlify answers every
 * unknown address with /404.html, and a rule with status 404 gives /en/ its own (a rule applies only
 * where no file answers). Cloudflare Pages finds /en/404.html by itself (the nearest 404.html up the
 * folders) and skips this rule: its `_redirects` take no status 404.
 */
export function redirectsFile(): string {
  return `# Unknown English addresses: the English 404 page (generated at build time; do not edit here).
/en/* /en/404.html 404
`;
}
