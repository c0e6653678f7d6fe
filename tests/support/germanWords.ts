import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { decodeHtml } from './html.ts';

/** The German copy modules (model/copy/*.ts) whose words a visitor sees; the dev server's own words are not on a page. */
const copyFolder = 'model/copy';
const notOnPages = new Set(['devServerText.ts']);

/**
 * Every string literal of a module, template literals' fixed parts included. esbuild takes the
 * types away; what is left is read character by character (comments, quotes, escapes, `${…}`).
 */
const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

function literalsOf(file: string): string[] {
  const code = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', charset: 'utf8' }).code;
  const found: string[] = [];
  /** Reads a quoted literal from `start` (its opening quote); returns the index after its closing quote. */
  const quoted = (start: number): number => {
    const quote = code[start];
    let text = '';
    let at = start + 1;
    while (at < code.length && code[at] !== quote) {
      if (quote === '`' && code.startsWith('${', at)) {
        found.push(text);
        text = '';
        at = expression(at + 2);
        continue;
      }
      if (code[at] !== '\\') text += code[at++];
      else {
        const unicode = /^\\u(?:\{([\da-f]+)\}|([\da-f]{4}))/i.exec(code.slice(at, at + 12));
        text += unicode
          ? String.fromCodePoint(Number.parseInt(unicode[1] ?? unicode[2]!, 16))
          : (escapes[code[at + 1]!] ?? code[at + 1]);
        at += unicode ? unicode[0].length : 2;
      }
    }
    found.push(text);
    return at + 1;
  };
  /** Reads code from `start` to its closing `}` (or the end); returns the index after it. */
  const expression = (start: number): number => {
    let depth = 0;
    let at = start;
    while (at < code.length) {
      const character = code[at]!;
      if (character === "'" || character === '"' || character === '`') at = quoted(at);
      else if (code.startsWith('//', at)) at = code.indexOf('\n', at) === -1 ? code.length : code.indexOf('\n', at);
      else if (code.startsWith('/*', at)) at = code.indexOf('*/', at) + 2;
      else {
        if (character === '{') depth++;
        if (character === '}' && depth-- === 0) return at + 1;
        at++;
      }
    }
    return at;
  };
  expression(0);
  // Import paths are not words.
  return found.filter((text) => !/^\.{0,2}\/|^#/.test(text));
}

/** Words rather than a name or a code: two words or more, or one with a German letter. */
const isWording = (text: string) => /\p{L}{2,}[\s\u00a0]+\S*\p{L}/u.test(text.trim()) || /[äöüßÄÖÜ]/.test(text);

/**
 * The German wording typed in the copy modules (the specification's fixed strings, the interface's
 * labels), each trimmed: what an English page must not show. A string the module's English sibling
 * (model/copy/en/) has as well is the same in both languages (a name, „Tips & Insights“) and is left out.
 */
export function germanCopyStrings(): { file: string; text: string }[] {
  return readdirSync(copyFolder)
    .filter((file) => file.endsWith('.ts') && !notOnPages.has(file))
    .flatMap((file) => {
      const sibling = path.join(copyFolder, 'en', file);
      const english = new Set(existsSync(sibling) ? literalsOf(sibling).map((text) => text.trim()) : []);
      return literalsOf(path.join(copyFolder, file))
        .map((text) => text.trim())
        .filter((text) => isWording(text) && !english.has(text))
        .map((text) => ({ file: `${copyFolder}/${file}`, text }));
    });
}

/** A page's text as a reader and a search engine get it: the markup's entities decoded, React's text separators gone. */
export const pageText = (html: string) => decodeHtml(html.replace(/<!-- -->/g, ''));
