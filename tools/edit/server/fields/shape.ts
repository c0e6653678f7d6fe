import { constFieldName, type JsonNode } from './schemaFields.ts';

/**
 * A data file's values as the editor shows them, and back. The editor has no "either … or": a
 * choice (`portraitCredit`: a photographer, or `selfPortrait: true`; an analytics operator:
 * `self-hosted`, or a provider) is one group with every alternative's fields (schemaFields.ts), and
 * a group that may be `null` (analytics) is a group that may stay empty. `fromEditor` turns the
 * filled-in fields back into the one alternative the file holds.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing entered: missing, empty text, a switch left off, or a group of nothing. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

const alternativesOf = (node: JsonNode) => (node.anyOf ?? []).filter((option) => option.type !== 'null');

/** File → editor. */
export function toEditor(node: JsonNode, value: unknown): unknown {
  const alternatives = alternativesOf(node);
  if (node.anyOf && alternatives.length === 1 && alternatives[0])
    return value === null ? undefined : toEditor(alternatives[0], value);
  if (node.anyOf) {
    const constant = alternatives.find(
      (option) => option.type !== 'object' && option.const !== undefined && option.const === value,
    );
    if (constant) return { [constFieldName(constant.const)]: true };
    const matching = alternatives.find(
      (option) => isRecord(value) && Object.keys(value).every((key) => key in (option.properties ?? {})),
    );
    return matching ? toEditor(matching, value) : value;
  }
  if (node.type === 'object' && isRecord(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value))
      result[key] = node.properties?.[key] ? toEditor(node.properties[key], child) : child;
    return result;
  }
  if (node.type === 'array' && Array.isArray(value) && node.items) {
    const items = node.items;
    return value.map((item) => toEditor(items, item));
  }
  return value;
}

/** Editor → file: the alternative that was filled in, empty optional fields left out. */
export function fromEditor(node: JsonNode, value: unknown): unknown {
  const alternatives = alternativesOf(node);
  if (node.anyOf && alternatives.length === 1 && alternatives[0])
    return isEmpty(value) ? null : fromEditor(alternatives[0], value);
  if (node.anyOf) {
    if (!isRecord(value)) return value;
    for (const option of alternatives) {
      if (option.type !== 'object' && option.const !== undefined && value[constFieldName(option.const)] === true)
        return option.const;
    }
    const groups = alternatives.filter((option) => option.type === 'object');
    const filled = groups.map(
      (option) =>
        fromEditor(
          option,
          Object.fromEntries(Object.entries(value).filter(([key]) => key in (option.properties ?? {}))),
        ) as Record<string, unknown>,
    );
    const complete = filled.find((candidate, index) =>
      (groups[index]?.required ?? []).every((key) => !isEmpty(candidate[key])),
    );
    return complete ?? filled[0] ?? value;
  }
  if (node.type === 'object' && isRecord(value)) {
    const required = new Set(node.required ?? []);
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const converted = fromEditor(child, value[key]);
      // An optional field left empty is left out; a required text left empty stays an empty text.
      if (
        !required.has(key) &&
        (isEmpty(converted) || (child.type === 'boolean' && child.const === true && converted !== true))
      )
        continue;
      if (converted === undefined) {
        if (child.type === 'string') result[key] = '';
        continue;
      }
      result[key] = converted;
    }
    return result;
  }
  if (node.type === 'array' && Array.isArray(value) && node.items) {
    const items = node.items;
    return value.map((item) => fromEditor(items, item));
  }
  if (
    (node.type === 'integer' || node.type === 'number') &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    !Number.isNaN(Number(value))
  )
    return Number(value);
  return value;
}
