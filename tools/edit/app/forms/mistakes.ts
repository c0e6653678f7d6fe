import type { FieldErrors } from 'react-hook-form';
import { screenText } from '#tools/edit/text/screens.ts';
import { childFields, type EditorField, type ListField } from '../../protocol/fields.ts';
import { itemKey } from './formValues.ts';

/**
 * The editor's own check refused a save: its message names the first marked field by its label
 * (as the server's refusals do) and says how many more there are; that field gets the focus.
 */

interface Mistake {
  name: string;
  message: string;
}

const isMistake = (value: unknown): value is { type: unknown; message?: unknown } =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** Every mistake of react-hook-form's error tree, in the form's order, by form name. */
export function mistakesOf(errors: FieldErrors | Record<string, unknown>, prefix = ''): Mistake[] {
  return Object.entries(errors).flatMap(([key, value]): Mistake[] => {
    if (key === 'root' || key === 'ref' || value === undefined || value === null) return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (isMistake(value)) return [{ name, message: typeof value.message === 'string' ? value.message : '' }];
    return typeof value === 'object' ? mistakesOf(value as Record<string, unknown>, name) : [];
  });
}

/** The owner's name of the field with form name `name`: its label, inside a list with the entry's position. */
export function labelOf(fields: readonly EditorField[], name: string): string {
  let scope = fields;
  let label = '';
  let list: ListField | undefined;
  let entry: { list: string; position: number } | undefined;
  for (const part of name.split('.')) {
    if (list) {
      entry = { list: list.label, position: Number(part) + 1 };
      if (list.entry.kind === 'group') scope = list.entry.fields;
      else {
        // A plain entry is held as `{ value }` (formValues.ts) and named as one entry of the list.
        scope = [{ ...list.entry, name: itemKey }];
        label = list.entryLabel;
      }
      list = undefined;
      continue;
    }
    const field = scope.find((candidate) => candidate.name === part);
    if (!field) break;
    if (field.name !== itemKey || !label) label = field.label;
    if (field.kind === 'list') list = field;
    else scope = childFields(field);
  }
  return entry && label !== entry.list ? screenText.inEntry(label, entry.list, entry.position) : label;
}

/** The message for a refused own check, and the field to focus. */
export function refusedByCheck(fields: readonly EditorField[], errors: FieldErrors | Record<string, unknown>) {
  const all = mistakesOf(errors);
  const first = all[0];
  if (!first) return undefined;
  return {
    name: first.name,
    text: screenText.checkFields(labelOf(fields, first.name), first.message, all.length - 1),
  };
}
