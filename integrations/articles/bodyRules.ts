import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { FieldMark, Problem } from '#model/load/ownerError.ts';
import { shown } from '#model/schemas/rules.ts';
import { articleImagePath, imageFile, type MissingImages } from './images.ts';

/** Link targets an article may use: pages of this site, anchors, web addresses, e-mail, phone. */
const allowedLink = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;

/**
 * Mistakes in an article body, one problem each (at its file and line): raw HTML (which
 * would be dropped), headings other than `##`/`###` or out of order, links that are neither
 * internal nor web/e-mail/phone, images that are not in the images folder or have no alt text
 * (what an image file holds is checked by images.ts). With `missing` set to 'placeholder' (the
 * dev server), a missing file of the images folder is no mistake: images.ts shows a note instead.
 */
export function bodyProblems(
  file: string,
  tree: Root,
  imagesDir: string,
  missing: MissingImages = 'refuse',
): Problem[] {
  const folder = `${path.relative(process.cwd(), imagesDir).split(path.sep).join('/')}/`;
  const problems: Problem[] = [];
  // Each mistake is marked at the text; `owner`: the editor's words where they differ (no file, line or Markdown).
  const at = (
    node: { position?: { start: { line: number } } },
    message: string,
    owner: Omit<FieldMark, 'path'> = {},
  ) => {
    const line = node.position?.start.line;
    problems.push({ file, ...(line ? { line } : {}), text: message, at: { path: ['body'], ...owner } });
  };
  let hasH2 = false;
  let hasText = false;

  visit(tree, (node) => {
    if (node.type === 'text' && node.value.trim() !== '') hasText = true;
    if (node.type === 'html') {
      at(
        node,
        `HTML ${shown(node.value.trim().split('\n')[0])} ist nicht erlaubt – erlaubt: nur Markdown, z. B. **fett**, *kursiv*, [Link](/blog)`,
      );
    } else if (node.type === 'heading') {
      const written = `${'#'.repeat(node.depth)} ${textOf(node)}`;
      if (node.depth === 1 || node.depth > 3) {
        at(
          node,
          `Überschrift ${shown(written)} ist nicht erlaubt – erlaubt: ## und ###; den Titel setzt das Feld title im Steckbrief`,
        );
      } else if (node.depth === 3 && !hasH2) {
        at(
          node,
          `Überschrift ${shown(written)} steht vor der ersten ##-Überschrift – erlaubt: ### nur unter einer ##-Überschrift`,
        );
      }
      if (node.depth === 2) hasH2 = true;
    } else if ((node.type === 'link' || node.type === 'definition') && !allowedLink.test(node.url)) {
      at(node, `Link ${shown(node.url)} ist nicht erlaubt – erlaubt: /seite, #anker, https://…, mailto:…, tel:…`);
    } else if (node.type === 'image') {
      const source = imageFile(node.url, imagesDir);
      if (!source || (!existsSync(source) && missing === 'refuse')) {
        at(
          node,
          `Bild ${shown(node.url)} liegt nicht in ${folder} – erlaubt: eine Datei aus ${folder} (dorthin legt der Editor hochgeladene Bilder), geschrieben als ${articleImagePath}name.jpg`,
          {
            text: `Bild ${shown(path.posix.basename(node.url))} gibt es nicht (mehr) – erlaubt: ein Bild, das Sie unter „Bilddatei“ auswählen oder hochladen`,
            image: node.url,
            part: 'file',
          },
        );
      }
      if (!node.alt?.trim())
        at(node, `Bild ${shown(node.url)} hat keine Beschreibung – erlaubt: ![was das Bild zeigt](${node.url})`, {
          text: `Bild ${shown(path.posix.basename(node.url))} hat keine Beschreibung – erlaubt: ein Satz, der sagt, was das Bild zeigt`,
          image: node.url,
          part: 'alt',
        });
    }
  });
  if (!hasText) {
    problems.push({
      file,
      text: 'der Text unter dem Steckbrief ist leer – erlaubt: Markdown mit ##-Überschriften und Absätzen',
      at: { path: ['body'], text: 'ist leer – erlaubt: ein Text mit Zwischenüberschriften und Absätzen' },
    });
  }
  return problems;
}
