import { z } from 'zod';
import { OwnerError, problemsOf, yamlProblem } from './ownerError.ts';
import { parseMarkedYaml, type TemplateValue } from './templateValues.ts';

/** The schema one step down a path: a group's field or a list's entry, through nullable wrappers. */
function childSchema(schema: z.ZodType | undefined, key: string | number): z.ZodType | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodNullable || current instanceof z.ZodOptional || current instanceof z.ZodDefault)
    current = current.unwrap();
  if (current instanceof z.ZodPipe) current = current.in;
  if (current instanceof z.ZodObject) return current.shape[String(key)] as z.ZodType | undefined;
  if (current instanceof z.ZodArray) return current.element as z.ZodType;
  if (current instanceof z.ZodUnion) {
    for (const option of current.options as z.ZodType[]) {
      const found = childSchema(option, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The German label of the field at `path` (its `.meta({ title })`), if it has one. */
export function labelAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) current = childSchema(current, key as string | number);
  const title = current ? z.globalRegistry.get(current)?.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

/** `person.name (Ihr Name)`; list positions counted from 1, as people count. */
export function fieldName(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const shownPath = path.map((key) => (typeof key === 'number' ? String(key + 1) : String(key))).join('.');
  const label = labelAt(schema, path);
  return label ? `${shownPath} (${label})` : shownPath;
}

/** A schema's path as the file's keys and list positions. */
export const keysOf = (path: readonly PropertyKey[]): (string | number)[] =>
  path.map((key) => (typeof key === 'number' ? key : String(key)));

/** What a data file holds once checked, and its template values (the values the owner has not yet made their own). */
export interface Loaded<T> {
  data: T;
  templateValues: TemplateValue[];
}

/** Values put in before the check (model/load/env.ts), and which source set which field (dotted path). */
export type Adjust = (values: unknown) => { values: unknown; from: ReadonlyMap<string, string> };

/** The source of the value at `path`: the override that set it or a group around it, else the file. */
function sourceOf(file: string, path: readonly PropertyKey[], from: ReadonlyMap<string, string> | undefined): string {
  for (let length = path.length; from && length > 0; length -= 1) {
    const source = from.get(path.slice(0, length).map(String).join('.'));
    if (source) return source;
  }
  return file;
}

/**
 * Checks the YAML text of `file` against `schema`; a mistake throws an `OwnerError`, one problem
 * each. `adjust` puts other values in first (the build's overrides): a mistake in one names its
 * source instead of the file, with the same words.
 */
export function parseDataFile<T>(file: string, text: string, schema: z.ZodType<T>, adjust?: Adjust): Loaded<T> {
  const { document, templateValues } = parseMarkedYaml(text);
  if (document.errors.length > 0)
    throw new OwnerError(
      document.errors.map((error) =>
        yamlProblem(file, error, {
          what: 'kein gültiges YAML',
          allowed:
            '„feld: Wert“ je Zeile, Unterfelder um zwei Leerzeichen eingerückt, Texte mit Doppelpunkt oder # in Anführungszeichen',
        }),
      ),
    );
  const values: unknown = document.toJS();
  const adjusted = adjust?.(values);
  const result = schema.safeParse(adjusted ? adjusted.values : values);
  if (!result.success) {
    throw new OwnerError(
      result.error.issues.flatMap((issue) =>
        problemsOf(
          issue.path.length > 0
            ? { file: sourceOf(file, issue.path, adjusted?.from), field: fieldName(schema, issue.path) }
            : { file },
          issue.message,
          { path: keysOf(issue.path) },
        ),
      ),
    );
  }
  return { data: result.data, templateValues };
}
