import { type Document, isMap, isScalar, isSeq, type Node, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { templateValueTag } from './templateValues.ts';

/**
 * Writes the editor's values into a data file's YAML document without losing what the owner reads
 * there: comments, order, quoting. A value the editor changed loses its `!platzhalter` mark (the
 * owner put in their own); an unchanged one keeps it, so the launch check still lists it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node for `value`, reusing `node` (and its comments) where the shape still fits. */
function merged(document: Document, node: unknown, value: unknown): Node {
  if (isRecord(value)) {
    const map = isMap(node) ? node : new YAMLMap();
    if (!isMap(node) && isScalar(node)) map.commentBefore = node.commentBefore;
    for (const pair of [...map.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value)) map.items.splice(map.items.indexOf(pair), 1);
    }
    for (const [key, child] of Object.entries(value)) {
      const pair = map.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === key);
      if (pair) pair.value = merged(document, pair.value, child);
      else map.items.push(new Pair(new Scalar(key), merged(document, undefined, child)));
    }
    return map;
  }
  if (Array.isArray(value)) {
    const seq = isSeq(node) ? node : new YAMLSeq();
    seq.items.splice(value.length);
    value.forEach((item, index) => {
      seq.items[index] = merged(document, seq.items[index], item);
    });
    return seq;
  }
  if (isScalar(node)) {
    if (node.value !== value) {
      node.value = value;
      if (node.tag === templateValueTag) node.tag = undefined;
      // A text in a form YAML cannot keep (e.g. a number written as text) is quoted afresh.
      if (typeof value !== 'string' && node.type !== 'PLAIN') node.type = 'PLAIN';
    }
    return node;
  }
  return document.createNode(value) as Node;
}

/** The document with `data` written into it. */
export function mergeIntoDocument(document: Document, data: unknown): Document {
  document.contents = merged(document, document.contents, data) as typeof document.contents;
  return document;
}
