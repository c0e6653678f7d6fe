/** Reading JSON-LD as a search engine does: blocks, nodes by `@id`, references resolved. */

export type LdNode = Record<string, unknown>;

/** The parsed `<script type="application/ld+json">` blocks of an HTML document. */
export function jsonLdBlocks(html: string): LdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as LdNode,
  );
}

/** Every object inside a JSON value, the value itself included. */
function objectsIn(value: unknown): LdNode[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  return [value as LdNode, ...Object.values(value).flatMap(objectsIn)];
}

/** Every node of a type, at any depth (top-level, nested, in lists), references excluded. */
export function nodesOfType(blocks: LdNode[], type: string): LdNode[] {
  return objectsIn(blocks).filter((node) => !isReference(node) && typesOf(node).includes(type));
}

/** `{ "@id": … }` and nothing else: a pointer to a node described elsewhere. */
export const isReference = (value: unknown): value is { '@id': string } =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as LdNode)['@id'] === 'string';

/** The top-level nodes of a block: its `@graph`, or the block itself. */
export function topNodes(block: LdNode): LdNode[] {
  return Array.isArray(block['@graph']) ? (block['@graph'] as LdNode[]) : [block];
}

/** Every node that describes an entity (an `@id` with properties), at any depth, by `@id`. */
export function definitions(blocks: LdNode[]): Map<string, LdNode> {
  const byId = new Map<string, LdNode>();
  for (const node of objectsIn(blocks)) {
    if (typeof node['@id'] === 'string' && !isReference(node) && !byId.has(node['@id'])) byId.set(node['@id'], node);
  }
  return byId;
}

/** The `@id`s that are pointed to but described nowhere in these blocks. */
export function danglingReferences(blocks: LdNode[]): string[] {
  const defined = definitions(blocks);
  return [
    ...new Set(
      objectsIn(blocks)
        .filter(isReference)
        .map((ref) => ref['@id']),
    ),
  ].filter((id) => !defined.has(id));
}

/** A value with a reference replaced by the node it points to (one level). */
export function resolve(value: unknown, byId: Map<string, LdNode>): LdNode | undefined {
  if (isReference(value)) return byId.get(value['@id']);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as LdNode) : undefined;
}

/** The node's types as a list (`@type` may be a string or an array). */
export const typesOf = (node: LdNode | undefined): string[] => {
  const type = node?.['@type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};
