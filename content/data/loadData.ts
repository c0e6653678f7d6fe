import { z } from 'zod';
import { type Placeholder, parseMarkedYaml } from './placeholders';

/**
 * Mistakes in one of the owner's data files. The message holds one German line per mistake,
 * naming the file, the field (with its label), what was found and what is allowed.
 */
export class DataError extends Error {
  /**
   * The same mistakes with the path of the field each concerns and its German message alone (no
   * file, no field key): the editor shows each at its field. Empty where no field is to blame.
   */
  constructor(
    readonly problems: readonly string[],
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(problems.join('\n'));
    this.name = 'DataError';
    // The message says all there is; a stack trace would only bury it.
    this.stack = this.message;
  }
}

/** One mistake at one field: where (the schema's path) and what, in German. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

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

/** Where YAML's own parser stopped, in German: the line and the usual causes. */
function syntaxProblem(file: string, error: { linePos?: [{ line: number; col: number }, ...unknown[]] }): string {
  const line = error.linePos?.[0]?.line;
  return `${file}${line ? `, Zeile ${line}` : ''}: kein gültiges YAML – erlaubt: „feld: Wert“ je Zeile, Unterfelder um zwei Leerzeichen eingerückt, Texte mit Doppelpunkt oder # in Anführungszeichen`;
}

/** What a data file holds once checked, and the values it still marks as placeholders. */
export interface Loaded<T> {
  data: T;
  placeholders: Placeholder[];
}

/** Checks the YAML text of `file` against `schema`; a mistake throws a `DataError`. */
export function parseDataFile<T>(file: string, text: string, schema: z.ZodType<T>): Loaded<T> {
  const { document, placeholders } = parseMarkedYaml(text);
  if (document.errors.length > 0)
    throw new DataError(document.errors.map((error) => syntaxProblem(file, error as Parameters<typeof syntaxProblem>[1])));
  const result = schema.safeParse(document.toJS());
  if (!result.success) {
    throw new DataError(
      result.error.issues.flatMap((issue) =>
        issue.message
          .split('\n')
          .map((message) =>
            issue.path.length > 0 ? `${file}: ${fieldName(schema, issue.path)}: ${message}` : `${file}: ${message}`,
          ),
      ),
      result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
    );
  }
  return { data: result.data, placeholders };
}
