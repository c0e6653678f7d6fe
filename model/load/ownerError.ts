import type { YAMLError } from 'yaml';

/**
 * One mistake the owner can fix, in German: where it is (the file, its line, the field with its
 * label) and what is wrong ("<found> – erlaubt: <allowed>"). A problem of a server or connection
 * has no file.
 */
export interface Problem {
  file?: string;
  line?: number;
  /** The field as the owner finds it, e.g. `person.name (Ihr Name)`. */
  field?: string;
  text: string;
}

/** One mistake of a data file at one field, for the editor: the schema's path and the German text alone. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** One mistake of an article at one field, as the editor shows it. */
export interface ArticleFieldProblem {
  /** A frontmatter key or `body`. */
  field: string;
  /** The German text alone (no file, line or key). */
  message: string;
  /** The picture a body mistake is about. */
  image?: string;
  /** Which part of the picture: its file, or its description. */
  part?: 'file' | 'alt';
}

/** The same mistakes by field, for the browser editor, which shows each at its field. */
export interface FieldDetails {
  issues?: readonly FieldIssue[];
  fields?: readonly ArticleFieldProblem[];
}

/** "<file>, Zeile <n>: <field>: <text>", each part only when known. */
export function problemLine({ file, line, field, text }: Problem): string {
  const where = file === undefined ? '' : `${file}${line ? `, Zeile ${line}` : ''}: `;
  return `${where}${field ? `${field}: ` : ''}${text}`;
}

/**
 * The one error type for what the owner must fix, whichever tool finds it (build, launch check,
 * editor, deploy, host check): the message is one German line per problem and nothing else, no
 * stack trace to bury it.
 */
export class OwnerError extends Error {
  readonly problems: readonly Problem[];
  /** Data-file mistakes by the schema's path (empty where no field is to blame). */
  readonly issues: readonly FieldIssue[];
  /** Article mistakes by frontmatter key or body. */
  readonly fields: readonly ArticleFieldProblem[];

  constructor(problems: readonly (Problem | string)[], { issues = [], fields = [] }: FieldDetails = {}) {
    const structured = problems.map((problem) => (typeof problem === 'string' ? { text: problem } : problem));
    super(structured.map(problemLine).join('\n'));
    this.name = 'OwnerError';
    this.problems = structured;
    this.issues = issues;
    this.fields = fields;
    this.stack = this.message;
  }

  /** The problems as the owner reads them, one line each. */
  get lines(): string[] {
    return this.problems.map(problemLine);
  }
}

/** The YAML reader's usual complaints, in German (its own text is English); others get no detail. */
const yamlReasons: Partial<Record<YAMLError['code'], string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'ein Doppelpunkt mitten im Wert',
  DUPLICATE_KEY: 'ein Feld steht zweimal',
  TAB_AS_INDENT: 'mit Tabulator eingerückt',
  MISSING_CHAR: 'ein Anführungszeichen oder eine Klammer wird nicht geschlossen',
  BAD_INDENT: 'falsch eingerückt',
};

/**
 * Where YAML's own parser stopped, as a problem: the line in the file (`lineOffset`: lines of the
 * file before the YAML, as the article's opening ---), the usual cause, and what is allowed.
 */
export function yamlProblem(
  file: string,
  error: Pick<YAMLError, 'code' | 'linePos'>,
  { what, allowed, lineOffset = 0 }: { what: string; allowed: string; lineOffset?: number },
): Problem {
  const line = error.linePos?.[0]?.line;
  const reason = yamlReasons[error.code];
  return {
    file,
    ...(line ? { line: line + lineOffset } : {}),
    text: `${what}${reason ? ` (${reason})` : ''} – erlaubt: ${allowed}`,
  };
}
