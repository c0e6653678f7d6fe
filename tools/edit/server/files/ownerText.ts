import { isDeepStrictEqual } from 'node:util';
import { parse, parseDocument } from 'yaml';
import { parseMarkdown } from '#integrations/articles/renderBody.ts';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';

/**
 * An article saved by the editor, written as the owner wrote it: an editor's Markdown widget
 * writes the whole text anew in its own style (list dashes as `*`, other quoting in the
 * frontmatter, lines joined), so that one changed word would rewrite the file. Here the saved text
 * is compared with the file on disk by meaning, block by block (paragraph, heading, list, …):
 * every block and every frontmatter value whose meaning did not change keeps the owner's bytes;
 * only what changed is written in the editor's form. An unchanged article is written back byte
 * for byte, one changed word changes one block.
 */

interface Block {
  /** What the block means: its syntax tree without positions, with runs of white space as one space. */
  meaning: string;
  start: number;
  end: number;
  node: Node;
}

interface Node {
  type: string;
  children?: Node[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'position')
        .map(([key, value]) => [key, withoutPositions(value)]),
    );
  return typeof node === 'string' ? node.replace(/\s+/g, ' ') : node;
}

const blocksOf = (nodes: readonly Node[]): Block[] =>
  nodes.map((node) => ({
    meaning: JSON.stringify(withoutPositions(node)),
    start: node.position?.start.offset ?? 0,
    end: node.position?.end.offset ?? 0,
    node,
  }));

const treeOf = (body: string) => parseMarkdown(body).tree as unknown as Node;
const meaningOf = (body: string) => JSON.stringify(withoutPositions(treeOf(body).children ?? []));

/** For each block of `next`, the index of the same block in `before` (longest common subsequence), or -1. */
function matches(before: Block[], next: Block[]): number[] {
  const table = Array.from({ length: before.length + 1 }, () => new Array<number>(next.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = next.length - 1; j >= 0; j--)
      table[i]![j] =
        before[i]!.meaning === next[j]!.meaning
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const found = new Array<number>(next.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < before.length && j < next.length) {
    if (before[i]!.meaning === next[j]!.meaning) {
      found[j] = i;
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return found;
}

/**
 * Pairs each changed block of `next` with the changed block of `before` at the same place between
 * two unchanged ones, where both are of one kind: a list whose one item changed is merged item by item.
 */
function pairs(before: Block[], next: Block[], found: number[]): number[] {
  const paired = [...found];
  let j = 0;
  while (j < next.length) {
    if (found[j]! >= 0) {
      j++;
      continue;
    }
    let end = j;
    while (end < next.length && found[end]! < 0) end++;
    const from = (found[j - 1] ?? -1) + 1;
    const to = found[end] ?? before.length;
    if (to - from === end - j)
      for (let k = 0; k < end - j; k++)
        if (before[from + k]!.node.type === next[j + k]!.node.type) paired[j + k] = -2 - (from + k);
    j = end;
  }
  return paired;
}

const markerPattern = /^(?:[-*+]|\d{1,9}[.)])[ \t]+/;

/** The text of `next`'s blocks from the first to the last, with the owner's text wherever a block means the same. */
function merged(
  before: string,
  old: Block[],
  next: string,
  fresh: Block[],
  inList = false,
  same = matches(old, fresh),
): string {
  const found = pairs(old, fresh, same);
  const ownerIndex = (value: number) => (value >= 0 ? value : value <= -2 ? -2 - value : -1);
  let text = '';
  fresh.forEach((block, j) => {
    const i = found[j]!;
    const owner = ownerIndex(i);
    if (j > 0) {
      // The gap between two blocks: the owner's where both follow each other in the owner's file.
      const previous = ownerIndex(found[j - 1]!);
      text +=
        owner >= 0 && previous === owner - 1
          ? before.slice(old[previous]!.end, old[owner]!.start)
          : next.slice(fresh[j - 1]!.end, block.start);
    }
    if (i >= 0) text += before.slice(old[i]!.start, old[i]!.end);
    else if (owner >= 0 && (block.node.type === 'list' || block.node.type === 'blockquote'))
      text += merged(
        before,
        blocksOf(old[owner]!.node.children ?? []),
        next,
        blocksOf(block.node.children ?? []),
        block.node.type === 'list',
      );
    else {
      const written = next.slice(block.start, block.end);
      // A changed list item keeps the owner's list marker: another marker would start another list.
      const ownerItem = old[owner >= 0 ? owner : 0];
      const ownerMarker =
        inList && ownerItem ? markerPattern.exec(before.slice(ownerItem.start, ownerItem.end))?.[0] : undefined;
      text += ownerMarker ? written.replace(markerPattern, ownerMarker) : written;
    }
  });
  return text;
}

/** The body `next`, with the text of every block that means the same as one of `before` taken from `before`. */
function keptBody(before: string, next: string): string {
  const old = blocksOf(treeOf(before).children ?? []);
  const fresh = blocksOf(treeOf(next).children ?? []);
  if (old.length === 0 || fresh.length === 0) return next;
  // One comparison of the two lists of blocks serves the whole body.
  const same = matches(old, fresh);
  const first = same[0] === 0;
  const last = same.at(-1) === old.length - 1;
  const text =
    (first ? before.slice(0, old[0]!.start) : next.slice(0, fresh[0]!.start)) +
    merged(before, old, next, fresh, false, same) +
    (last ? before.slice(old.at(-1)!.end) : next.slice(fresh.at(-1)!.end));
  // Owner's blocks beside new ones could read differently together (a list running on): then the editor's text.
  return meaningOf(text) === meaningOf(next) ? text : next;
}

/** The frontmatter `next` (YAML), written into the owner's `before` where any value changed, else `before` itself. */
function keptFrontmatter(before: string, next: string): string {
  const nextData = parse(next) as unknown;
  if (isDeepStrictEqual(parse(before), nextData)) return before;
  const merged = mergeIntoDocument(parseDocument(before), nextData).toString({ lineWidth: 0 }).replace(/\n$/, '');
  return isDeepStrictEqual(parse(merged), nextData) ? merged : next;
}

/**
 * The article text to write: `saved` (as the editor's server makes it from the editor's text),
 * with everything whose meaning is unchanged taken from `onDisk`, the file as it is now.
 */
export function keepOwnerText(onDisk: string | undefined, saved: string): string {
  if (onDisk === undefined) return saved;
  const before = splitFrontmatter(onDisk);
  const next = splitFrontmatter(saved);
  if (!before || !next) return saved;
  return `---\n${keptFrontmatter(before.yaml, next.yaml)}\n---\n${keptBody(before.body, next.body)}`;
}
