import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Link, Text } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

// The developer docs point at each other by relative links and #anchors: README.md lists every
// file under docs/, and a section that moves must leave no link behind that leads nowhere. The
// README stays a newcomer's first read, and the docs hold what is true now: the history of a
// figure or a change is in git, so their prose carries no dates of runs and no issue numbers.

const markdownFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });

const docs = ['README.md', 'ANLEITUNG.md', ...markdownFiles('docs')];
const parse = (file: string) => unified().use(remarkParse).use(remarkGfm).parse(readFileSync(file, 'utf8'));

const anchorsByFile = new Map<string, Set<string>>();

/** The anchor GitHub gives a heading: lower case, without punctuation, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  anchorsByFile.set(file, anchors);
  const seen = new Map<string, number>();
  visit(parse(file), 'heading', (heading: Heading) => {
    const slug = textOf(heading)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replaceAll(' ', '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

/** Every relative link of a file that leads to no file, or to no heading of it. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  visit(parse(file), 'link', (link: Link) => {
    if (/^[a-z][a-z+.-]*:/i.test(link.url)) return;
    const [target = '', fragment] = link.url.split('#');
    const resolved = target ? path.join(path.dirname(file), decodeURI(target)) : file;
    if (!existsSync(resolved)) broken.push(link.url);
    else if (fragment && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!anchorsOf(resolved).has(decodeURIComponent(fragment))) broken.push(link.url);
    }
  });
  return broken;
}

describe('the developer docs and the owner guide', () => {
  it.each(docs)('%s: every relative link leads to a file and a heading that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('README.md links every file under docs/', () => {
    const readme = readFileSync('README.md', 'utf8');
    const unlisted = markdownFiles('docs').filter(
      (file) => !readme.includes(`(${file})`) && !readme.includes(`(${path.dirname(file)}/README.md)`),
    );
    expect(unlisted).toEqual([]);
  });

  it('README.md is short enough to read in ten minutes', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(docs)('%s: its prose names no date of a run and no issue number', (file) => {
    const found: string[] = [];
    visit(parse(file), 'text', (text: Text) => {
      found.push(...(text.value.match(/\b20\d\d-\d\d-\d\d\b|\bissue \d+/gi) ?? []));
    });
    expect(found).toEqual([]);
  });
});
