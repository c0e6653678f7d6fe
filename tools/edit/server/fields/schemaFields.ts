import { z } from 'zod';
import type { EditorField, FieldBase, ListField, TextRule } from '../../protocol/fields.ts';

/**
 * The editor's fields (the field model, tools/edit/protocol/fields.ts), generated from the schemas the build
 * checks with: a schema is turned into JSON Schema (zod's own `toJSONSchema`), and each property
 * into a field of its kind. Choices, required fields, lengths, patterns, number bounds and list
 * sizes come from the schema; each pattern's message is the schema's own German "erlaubt: …" text.
 * What JSON Schema cannot say (a rule across fields, `{name}` in a text, each address once) the
 * server checks with the same schema before it writes (server/files/dataFiles.ts).
 */

/** A JSON Schema node as zod writes it, with the German message the editor shows added. */
export interface JsonNode {
  type?: string;
  title?: string;
  description?: string;
  enum?: string[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  /** A value the specification fixes (`.meta({ readOnly: true })` in the schema): shown, not edited. */
  readOnly?: boolean;
  /** The schema's German "erlaubt: …" for a text that breaks its rule. */
  'x-allowed'?: string;
  /** Whether the schema refuses an empty text (then the editor insists on one). */
  'x-refuses-empty'?: boolean;
}

/** What the rule of a text allows, in the schema's words: probed with an empty and a too-short text. */
function allowedText(schema: z.core.$ZodType): string | undefined {
  for (const probe of ['', ' ', 'x']) {
    const result = z.safeParse(schema, probe);
    const message = result.success ? undefined : result.error.issues[0]?.message;
    const allowed = message?.split(' – erlaubt: ')[1];
    if (allowed) return allowed;
  }
  return undefined;
}

/** The schema as JSON Schema, each text rule with its German message. */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Refinements have no JSON form; the server checks them with the schema itself.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (jsonSchema.type === 'string' && jsonSchema.enum === undefined && jsonSchema.const === undefined) {
        const allowed = allowedText(zodSchema);
        if (allowed) jsonSchema['x-allowed'] = allowed;
        jsonSchema['x-refuses-empty'] = !z.safeParse(zodSchema, '').success;
      }
    },
  }) as JsonNode;
}

/**
 * A pattern for the editor that accepts what the schema accepts. The schema trims a text before it
 * checks it, so surrounding spaces are allowed around the rule itself.
 */
export function editorPattern(node: JsonNode): string | undefined {
  const parts: string[] = [];
  if (node.pattern) {
    const inner = node.pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
    parts.push(`(?:${inner})`);
  }
  const min = node.minLength ?? 0;
  const max = node.maxLength;
  if (max !== undefined || min > 1) {
    // The trimmed text has min…max characters: first and last are not spaces.
    const lower = Math.max(min - 2, 0);
    const upper = max === undefined ? '' : String(Math.max(max - 2, 0));
    parts.push(min <= 1 ? `(?:\\S(?:[\\s\\S]{0,${upper}}\\S)?)` : `(?:\\S[\\s\\S]{${lower},${upper}}\\S)`);
  } else if (min === 1 && !node.pattern) {
    parts.push('(?:\\S(?:[\\s\\S]*\\S)?)');
  }
  if (parts.length === 0) return undefined;
  // Several rules (a pattern and a length) must all hold: lookaheads, then the last one.
  const last = parts.pop() as string;
  return `^\\s*${parts.map((part) => `(?=${part}\\s*$)`).join('')}${last}\\s*$`;
}

/** The rule of a colour in the schemas (model/schemas/settings.ts), as JSON Schema writes it. */
const colourPattern = '^#[0-9A-Fa-f]{6}$';

/** The help text under a field as the owner reads it: the given hint, else the schema's description; no Markdown `**`. */
function hintOf(node: JsonNode, hint: string | undefined): string | undefined {
  const text = (hint ?? node.description)?.replaceAll('**', '').trim();
  return text || undefined;
}

/** Where the editor finds a field's German help text (the data file's comments). */
export type Hints = (path: readonly string[]) => string | undefined;

const noHints: Hints = () => undefined;

/** A long text gets a text area; the data's current values and the rule decide which is long. */
export type LongText = (path: readonly string[]) => boolean;

/** Where the file still holds a template value for the field at a path (templateValues.ts). */
export type TemplateValueAt = (path: readonly string[]) => string | undefined;

export interface FieldOptions {
  hints?: Hints;
  longText?: LongText;
  templateValueAt?: TemplateValueAt;
  /** The names shown for a choice's values (optionLabels.ts); without one, the values themselves. */
  optionLabels?: (values: readonly string[]) => Readonly<Record<string, string>> | undefined;
}

/** The alternatives of a union that are not `null`. */
const nonNull = (node: JsonNode) => (node.anyOf ?? []).filter((option) => option.type !== 'null');

/** A union of a constant and groups, shown as one group: a switch per constant, the groups' fields. */
export const constFieldName = (value: unknown) => String(value);

/** A rule that also lets the text stay blank (a field of an alternative the owner did not fill in). */
const blankAllowed = (rule: TextRule): TextRule => ({ ...rule, pattern: `^\\s*$|${rule.pattern}` });

/** An alternative's field, none of them required: left empty, it is left out of the file (editorShape.ts). */
function optionalField(field: EditorField): EditorField {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'colour':
    case 'date':
      return { ...field, required: false, ...(field.rule ? { rule: blankAllowed(field.rule) } : {}) };
    default:
      return { ...field, required: false };
  }
}

/** A text field: its kind by its rule and length, its rule from the schema with the schema's German words. */
function textField(base: FieldBase, node: JsonNode, required: boolean, path: readonly string[], options: FieldOptions) {
  const pattern = editorPattern(node);
  const allowed = node['x-allowed'];
  const kind = node.pattern === colourPattern ? 'colour' : options.longText?.(path) ? 'longText' : 'text';
  return {
    ...base,
    kind,
    // The editor insists on a value only where the schema refuses an empty text.
    required: required && node['x-refuses-empty'] !== false,
    ...(pattern
      ? { rule: { pattern, message: allowed ? `Erlaubt: ${allowed}` : 'Bitte prüfen Sie die Eingabe.' } }
      : {}),
  } satisfies EditorField;
}

/** A list: its entries' field, its bounds, and whether the specification fixes its length. */
function listField(base: FieldBase, node: JsonNode, path: readonly string[], options: FieldOptions): ListField {
  const item = node.items ?? { type: 'string' };
  const entryLabel = item.title ?? base.label;
  const list = {
    ...base,
    kind: 'list' as const,
    entryLabel,
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    // A list whose length the specification fixes (four service areas, six packages, …) keeps
    // its entries: nothing to add or remove, only their texts to change.
    isFixedLength: node.minItems !== undefined && node.minItems === node.maxItems,
  };
  if (item.type === 'object' && item.properties) {
    // An entry is headed by its title (or its name) as the owner types it.
    const titleField = ['title', 'name', 'label'].find((key) => item.properties?.[key]?.type === 'string');
    const entry = { name: base.name, label: entryLabel, required: true, kind: 'group' as const };
    return {
      ...list,
      entry: { ...entry, fields: objectFields(item, path, options) },
      ...(titleField ? { titleField } : {}),
    };
  }
  return { ...list, entry: toField(base.name, { ...item, title: entryLabel }, true, path, options) };
}

/**
 * One field of the editor for the schema node at `path`. `required` says whether the data must
 * have the field (JSON Schema's `required` of the parent).
 */
export function toField(
  name: string,
  node: JsonNode,
  required: boolean,
  path: readonly string[],
  options: FieldOptions = {},
): EditorField {
  const hint = hintOf(node, (options.hints ?? noHints)(path));
  const templateValueAt = options.templateValueAt?.(path);
  const base: FieldBase = {
    name,
    label: node.title ?? name,
    required,
    ...(hint ? { hint } : {}),
    ...(templateValueAt ? { templateValueAt } : {}),
  };

  const alternatives = nonNull(node);
  if (node.anyOf && alternatives.length === 1 && alternatives[0]) {
    // Nullable: a group that may be left empty (the build gets null).
    const inner = toField(
      name,
      { ...alternatives[0], title: node.title ?? alternatives[0].title },
      false,
      path,
      options,
    );
    return { ...inner, ...base, required: false };
  }
  if (node.anyOf) {
    // A choice between a fixed value and groups of fields: one group with all of them, none required;
    // the server writes the alternative that was filled in.
    const fields: EditorField[] = [];
    for (const option of alternatives) {
      if (option.const !== undefined && option.type !== 'object') {
        const constName = constFieldName(option.const);
        fields.push({ kind: 'switch', name: constName, label: option.title ?? constName, required: false });
      } else {
        for (const [key, child] of Object.entries(option.properties ?? {})) {
          if (fields.some((field) => field.name === key)) continue;
          fields.push(optionalField(toField(key, child, false, [...path, key], options)));
        }
      }
    }
    return { ...base, kind: 'group', fields };
  }
  if (node.readOnly) {
    // Fixed by the specification (the four card titles, the pages' addresses): shown as text
    // (app/forms/FieldControl.tsx), so nobody changes it only to have the save refused.
    // A fixed choice (a page's address) is shown by its name: "Marketing & Sales (/services/marketing)".
    const labels = node.enum ? options.optionLabels?.(node.enum) : undefined;
    return { ...base, kind: 'fixed', ...(labels ? { labels: { ...labels } } : {}) };
  }
  if (node.const !== undefined && node.type !== 'boolean') {
    // A value the specification fixes: kept as it is, not offered for editing.
    return { ...base, kind: 'hidden', value: node.const };
  }
  if (node.enum) {
    const labels = options.optionLabels?.(node.enum);
    return { ...base, kind: 'choice', options: node.enum.map((value) => ({ value, label: labels?.[value] ?? value })) };
  }
  switch (node.type) {
    case 'boolean':
      return { ...base, kind: 'switch' };
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
      };
    case 'object':
      return { ...base, kind: 'group', fields: objectFields(node, path, options) };
    case 'array':
      return listField(base, node, path, options);
    default:
      return textField(base, node, required, path, options);
  }
}

/** The fields of a group, in the schema's order. */
export function objectFields(node: JsonNode, path: readonly string[], options: FieldOptions = {}): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    toField(key, child, required.has(key), [...path, key], options),
  );
}
