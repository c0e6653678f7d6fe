import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/** A prerendered page: its file relative to the site folder, and the route it answers. */
interface BuiltPage {
  file: string;
  route: string;
}

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

/**
 * Every internal link and `#fragment` of the `from` pages (default: all) that leads to no page of
 * `pages`, no element of it or no file of the site folder `root`: empty when all resolve.
 */
export function brokenLinks(root: string, pages: BuiltPage[], from: BuiltPage[] = pages): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const byRoute = new Map(pages.map((p) => [p.route, read(p.file)]));
  const broken: string[] = [];
  for (const { file, route } of from) {
    const html = read(file);
    for (const [, raw] of html.matchAll(/\shref="([^"]+)"/g)) {
      const href = raw!.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site${route}`);
      const target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/';
      const isAsset = /\.[a-z0-9]+$/i.test(target);
      if (isAsset) {
        try {
          readFileSync(path.join(root, decodeURIComponent(target)));
        } catch {
          broken.push(`${route}: ${href} (missing file)`);
        }
        continue;
      }
      const targetHtml = byRoute.get(target);
      if (!targetHtml) broken.push(`${route}: ${href} (no page)`);
      else if (url.hash && !idsOf(targetHtml).has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${route}: ${href} (no element)`);
    }
  }
  return broken;
}

const validator = new HtmlValidate(
  new FileSystemConfigLoader({
    extends: ['html-validate:recommended'],
    rules: {
      // React serialises in its own valid way: `<img/>`, `hidden=""`, `required=""` (the
      // prerendered contact form), `srcSet`/`fetchPriority` (HTML attribute names are
      // case-insensitive; the Nu validator checks validity).
      'void-style': 'off',
      'attribute-empty-style': 'off',
      'attribute-boolean-style': 'off',
      'attr-case': 'off',
      'no-trailing-whitespace': 'off',
      // Emotion's critical CSS is extracted into <style> elements in <head>.
      'no-inline-style': 'off',
    },
  }),
);

/** html-validate's errors in the given files of the site folder `root`, one line each. */
export async function htmlValidateErrors(root: string, files: string[]): Promise<string[]> {
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(path.join(root, file), 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages)
        errors.push(`${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  return errors;
}
