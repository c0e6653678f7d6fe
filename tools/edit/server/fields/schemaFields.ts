import { z } from 'zod';
import type { EditorField } from '../../protocol/fields.ts';
import { fixedWidget } from '../../protocol/marks.ts';

/**
 * The editor's field definitions, generated from the schemas the build checks with: a schema is
 * turned into JSON Schema (zod's own `toJSONSchema`), and each property into a Decap CMS field.
 * Select options, required fields, lengths, patterns, number bounds and list sizes come from the
 * schema; each pattern's message is the schema's own German "erlaubt: …" text. What JSON Schema
 * cannot say (a rule across fields, `{name}` in a text, each address once) the editor's server
 * checks with the same schema before it writes (tools/edit/backend/).
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

/** How many characters of a text sum up a list entry in the editor's list. */
const summaryLength = 60;

/** The help text under a field: the given hint, else the schema's description. */
const hintOf = (node: JsonNode, hint: string | undefined) => hint ?? node.description;

/** Where the editor finds a field's German help text (the data file's comments). */
export type Hints = (path: readonly string[]) => string | undefined;

const noHints: Hints = () => undefined;

/** A long text gets a text area; the data's current values and the rule decide which is long. */
export type LongText = (path: readonly string[]) => boolean;

export interface FieldOptions {
  hints?: Hints;
  longText?: LongText;
  /** The names shown for a choice's values (optionLabels.ts); without one, the values themselves. */
  optionLabels?: (values: readonly string[]) => Readonly<Record<string, string>> | undefined;
}

/** The alternatives of a union that are not `null`. */
const nonNull = (node: JsonNode) => (node.anyOf ?? []).filter((option) => option.type !== 'null');

/** A union of a constant and groups, shown as one group: a switch per constant, the groups' fields. */
export const constFieldName = (value: unknown) => String(value);

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
  const hints = options.hints ?? noHints;
  const label = node.title ?? name;
  const hint = hintOf(node, hints(path));
  const base = { name, label, required, ...(hint ? { hint } : {}) };

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
    return { ...inner, ...base, required: false, collapsed: true };
  }
  if (node.anyOf) {
    // A choice between a fixed value and groups of fields: one group with all of them, none required;
    // the server writes the alternative that was filled in.
    const fields: EditorField[] = [];
    for (const option of alternatives) {
      if (option.const !== undefined && option.type !== 'object') {
        fields.push({
          name: constFieldName(option.const),
          label: option.title ?? String(option.const),
          widget: 'boolean',
          required: false,
          default: false,
        });
      } else {
        for (const [key, child] of Object.entries(option.properties ?? {})) {
          if (fields.some((field) => field.name === key)) continue;
          // Left empty, the field is left out of the file (server/fields/shape.ts): blank passes its rule.
          const field = toField(key, child, false, [...path, key], options);
          fields.push({
            ...field,
            required: false,
            ...(field.pattern ? { pattern: [`^\\s*$|${field.pattern[0]}`, field.pattern[1]] } : {}),
          });
        }
      }
    }
    return { ...base, widget: 'object', fields };
  }
  if (node.readOnly) {
    // Fixed by the specification (the four card titles, the pages' addresses): shown as text
    // (app/forms/FieldControl.tsx), so nobody changes it only to have the save refused.
    // A fixed choice (a page's address) is shown by its name: "Marketing & Sales (/services/marketing)".
    const labels = node.enum ? options.optionLabels?.(node.enum) : undefined;
    return { ...base, widget: fixedWidget, ...(labels ? { labels } : {}) };
  }
  if (node.const !== undefined && node.type !== 'boolean') {
    // A value the specification fixes: kept as it is, not offered for editing.
    return { ...base, widget: 'hidden', default: node.const };
  }
  if (node.enum) {
    const labels = options.optionLabels?.(node.enum);
    return {
      ...base,
      widget: 'select',
      options: labels ? node.enum.map((value) => ({ label: labels[value] ?? value, value })) : node.enum,
    };
  }
  switch (node.type) {
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        ...(node.type === 'integer' ? { value_type: 'int' as const } : {}),
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
      };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(node, path, options) };
    case 'array': {
      const item = node.items ?? { type: 'string' };
      const list = {
        ...base,
        widget: 'list',
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
        // The name of one entry ("Zusage hinzufügen"); without it Decap uses the list's name.
        ...(item.title ? { label_singular: item.title } : {}),
        // A list whose length the specification fixes (four service areas, six packages, …) keeps
        // its entries: nothing to add, remove or move, only their texts to change.
        ...(node.minItems !== undefined && node.minItems === node.maxItems
          ? { allow_add: false, allow_remove: false, allow_reorder: false }
          : {}),
      };
      if (item.type === 'object' && item.properties) {
        // A collapsed entry shows its title (or its first text) in the list.
        const named = ['title', 'name', 'label'].find((key) => item.properties?.[key]?.type === 'string');
        return {
          ...list,
          fields: objectFields(item, path, options),
          collapsed: true,
          ...(named ? { summary: `{{fields.${named}}}` } : {}),
        };
      }
      // Each entry is summed up by its own first words, not by the list's one label ("Absatz" ×4).
      return {
        ...list,
        field: toField(name, { ...item, title: item.title ?? label }, true, path, options),
        summary: `{{fields.${name} | truncate(${summaryLength}, '…')}}`,
      };
    }
    default: {
      const pattern = editorPattern(node);
      const allowed = node['x-allowed'];
      return {
        ...base,
        // The editor insists on a value only where the schema refuses an empty text.
        required: required && node['x-refuses-empty'] !== false,
        // A colour (#RRGGBB) is picked with a colour field (app/forms/ColourInput.tsx).
        widget: node.pattern === colourPattern ? 'color' : options.longText?.(path) ? 'text' : 'string',
        ...(pattern
          ? {
              pattern: [pattern, allowed ? `Erlaubt: ${allowed}` : 'Bitte prüfen Sie die Eingabe.'] as [string, string],
            }
          : {}),
      };
    }
  }
}

/** The fields of a group, in the schema's order. */
export function objectFields(node: JsonNode, path: readonly string[], options: FieldOptions = {}): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    toField(key, child, required.has(key), [...path, key], options),
  );
}
