import { type Document, isPair, isScalar, isSeq, type Node, parseDocument, type ScalarTag, visit } from 'yaml';

/**
 * The mark of a value the template ships and the owner must replace or confirm:
 * `name: !platzhalter Max Mustermann`. The value is used as it is (the template builds and looks
 * finished), but the launch check lists it, and `npm run build:live` refuses while one is left.
 */
export const templateValueTag = '!platzhalter';

const tag: ScalarTag = { tag: templateValueTag, resolve: (value) => value };

/** A template value: where it is (`legal.vatId`) and what it holds. */
export interface TemplateValue {
  path: string;
  value: unknown;
}

/** The key path of a node from the ancestors `visit` hands over: pairs give keys, lists give positions. */
function pathOf(ancestors: readonly unknown[], node: Node): string {
  const parts: string[] = [];
  ancestors.forEach((ancestor, index) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) parts.push(String(ancestor.key.value));
    if (isSeq(ancestor)) parts.push(String(ancestor.items.indexOf((ancestors[index + 1] ?? node) as Node)));
  });
  return parts.join('.');
}

/** Parses YAML text; marked values keep their type (`!platzhalter 14` is the number 14, `!platzhalter true` a boolean). */
export function parseMarkedYaml(text: string): { document: Document; templateValues: TemplateValue[] } {
  const document = parseDocument(text, { customTags: [tag] });
  const templateValues: TemplateValue[] = [];
  visit(document, {
    Scalar(_key, node, ancestors) {
      if (node.tag !== templateValueTag) return;
      // A custom tag reads every value as text; an unquoted number or true/false keeps its type.
      if (node.type === 'PLAIN' && typeof node.value === 'string' && /^-?\d+(\.\d+)?$/.test(node.value))
        node.value = Number(node.value);
      else if (node.type === 'PLAIN' && (node.value === 'true' || node.value === 'false'))
        node.value = node.value === 'true';
      templateValues.push({ path: pathOf(ancestors, node), value: node.value });
    },
  });
  return { document, templateValues };
}
