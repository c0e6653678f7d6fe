import { childFields, type EditorField, type ListField } from '../../protocol/fields.ts';

/**
 * The entry's values as the form holds them, and back. react-hook-form keeps list entries as
 * objects (useFieldArray), so a list of plain texts is held as `[{ value: 'text' }, …]`; a field's
 * path from the server or a launch link (`aussagen.2`) gets its form name here (`aussagen.2.value`).
 */

type Values = Record<string, unknown>;
export const itemKey = 'value';

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list of choices the owner may add to (the markets a service area serves): one multiple choice,
 * held as the plain list of chosen values.
 */
export const isMultipleChoice = (field: EditorField): boolean =>
  field.kind === 'list' && field.entry.kind === 'choice' && !field.isFixedLength;

/** Whether the list's entries are plain values (a text, a number) held as `{ value }`, not groups of fields. */
export const holdsPlainValues = (list: ListField) => list.entry.kind !== 'group' && !isMultipleChoice(list);

function convert(field: EditorField, value: unknown, toForm: boolean): unknown {
  if (field.kind === 'group' && isRecord(value)) return convertAll(field.fields, value, toForm);
  if (field.kind === 'list' && Array.isArray(value)) {
    if (isMultipleChoice(field)) return value;
    if (holdsPlainValues(field))
      return value.map((item) => (toForm ? { [itemKey]: item } : isRecord(item) ? item[itemKey] : item));
    const itemFields = childFields(field);
    return value.map((item) => (isRecord(item) ? convertAll(itemFields, item, toForm) : item));
  }
  return value;
}

function convertAll(fields: readonly EditorField[], values: Values, toForm: boolean): Values {
  const result: Values = { ...values };
  for (const field of fields) if (field.name in values) result[field.name] = convert(field, values[field.name], toForm);
  return result;
}

export const toFormValues = (fields: readonly EditorField[], values: Values) => convertAll(fields, values, true);
export const fromFormValues = (fields: readonly EditorField[], values: Values) => convertAll(fields, values, false);

/** The form's name of the field at `path` (names and list positions), or undefined when no field is there. */
export function formName(fields: readonly EditorField[], path: readonly (string | number)[]): string | undefined {
  const names: string[] = [];
  let scope: readonly EditorField[] = fields;
  let list: ListField | undefined;
  for (const part of path) {
    if (list) {
      if (!/^\d+$/.test(String(part))) return undefined;
      if (isMultipleChoice(list)) return names.join('.');
      names.push(String(part));
      if (holdsPlainValues(list)) names.push(itemKey);
      scope = childFields(list);
      list = undefined;
      continue;
    }
    const field = scope.find((candidate) => candidate.name === String(part));
    if (!field) return undefined;
    names.push(field.name);
    if (field.kind === 'list') list = field;
    else scope = childFields(field);
  }
  return names.join('.');
}
