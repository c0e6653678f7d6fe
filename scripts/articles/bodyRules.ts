import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** Link targets an article may use: pages of this site, anchors, web addresses, e-mail, phone. */
const allowedLink = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;

/**
 * Mistakes in an article body, one line each: raw HTML (which would be dropped), headings other
 * than `##`/`###` or out of order, links that are neither internal nor web/e-mail/phone, images
 * that are not in `public/` or have no alt text.
 */
export function bodyProblems(file: string, tree: Root, publicDir: string): string[] {
  const problems: string[] = [];
  const at = (node: { position?: { start: { line: number } } }, message: string) => problems.push(`${file}: line ${node.position?.start.line ?? '?'}: ${message}`);
  let hasH2 = false;
  let hasText = false;

  visit(tree, (node) => {
    if (node.type === 'text' && node.value.trim() !== '') hasText = true;
    if (node.type === 'html') {
      at(node, `HTML ${JSON.stringify(node.value.trim().split('\n')[0])} is not allowed (allowed: Markdown only, e.g. **fett**, *kursiv*, [Link](/blog))`);
    } else if (node.type === 'heading') {
      const written = `${'#'.repeat(node.depth)} ${textOf(node)}`;
      if (node.depth === 1 || node.depth > 3) {
        at(node, `heading "${written}" is not allowed (allowed: ## and ###; the title comes from the frontmatter)`);
      } else if (node.depth === 3 && !hasH2) {
        at(node, `heading "${written}" comes before any ## heading (allowed: ### only below a ## heading)`);
      }
      if (node.depth === 2) hasH2 = true;
    } else if ((node.type === 'link' || node.type === 'definition') && !allowedLink.test(node.url)) {
      at(node, `link "${node.url}" is not allowed (allowed: /seite, #anker, https://…, mailto:…, tel:…)`);
    } else if (node.type === 'image') {
      if (!node.url.startsWith('/') || node.url.startsWith('//') || !existsSync(path.join(publicDir, decodeURI(node.url)))) {
        at(node, `image "${node.url}" is not in public/ (allowed: a file under public/, written from the site root, e.g. /images/blog/bild.jpg)`);
      }
      if (!node.alt?.trim()) at(node, `image "${node.url}" has no alt text (allowed: ![what the image shows](${node.url}))`);
    }
  });
  if (!hasText) problems.push(`${file}: the text below the frontmatter is empty (allowed: Markdown with ## headings and paragraphs)`);
  return problems;
}
