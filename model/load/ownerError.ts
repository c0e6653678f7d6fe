import type { YAMLError } from 'yaml';

/**
 * Where the editor shows a problem: the field's path in the file (keys, list positions from 0;
 * an article's text is `['body']`, a mistake of the whole file `[]`) and, where they differ from
 * the line's, the words at the field (no file, line, key or Markdown).
 */
export interface FieldMark {
  path: readonly (string | number)[];
  text?: string;
  /** For a picture in an article's text: the picture the mistake is about, and which part of it. */
  image?: string;
  part?: 'file' | 'alt';
}

/**
 * One mistake the owner can fix, in German: where it is (the file, its line, the field with its
 * label) and what is wrong ("<found> – erlaubt: <allowed>"). A problem of a server or connection
 * has no file.
 */
export interface Problem {
  /** The file, from the project's folder: `content/settings/site.yaml`. */
  file?: string;
  /** The line in the file, counted from 1. */
  line?: number;
  /** The field as the owner finds it in the file, e.g. `person.name (Ihr Name)`. */
  field?: string;
  text: string;
  /** The field the editor marks; one per mistake (a text of several lines marks on its first). */
  at?: FieldMark;
}

/** A problem the editor marks at its field, with the words it shows there. */
export type MarkedProblem = FieldMark & { text: string };

/** The place of a problem: "<file>" or "<file>, Zeile <n>". */
export function problemPlace({ file, line }: Pick<Problem, 'file' | 'line'>): string {
  return `${file ?? ''}${line ? `, Zeile ${line}` : ''}`;
}

/**
 * The one formatter of a problem as the owner reads it: "<file>, Zeile <n>: <field>: <text>",
 * each part only when known.
 */
export function problemLine(problem: Problem): string {
  const where = problem.file === undefined ? '' : `${problemPlace(problem)}: `;
  return `${where}${problem.field ? `${problem.field}: ` : ''}${problem.text}`;
}

/**
 * The one error type for what the owner must fix, whichever tool finds it (build, launch check,
 * editor, deploy, host check): the message is one German line per problem and nothing else, no
 * stack trace to bury it. A string stands for a problem with its text alone.
 */
export class OwnerError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly (Problem | string)[]) {
    const structured = problems.map((problem) => (typeof problem === 'string' ? { text: problem } : problem));
    super(structured.map(problemLine).join('\n'));
    this.name = 'OwnerError';
    this.problems = structured;
    this.stack = this.message;
  }

  /** The problems as the owner reads them, one line each. */
  get lines(): string[] {
    return this.problems.map(problemLine);
  }

  /** The problems the editor shows at their fields, in order (empty where no field is to blame). */
  get marked(): MarkedProblem[] {
    return this.problems.flatMap(({ at, text }) => (at ? [{ ...at, text: at.text ?? text }] : []));
  }
}

/**
 * The problems of one mistake whose text may run over several lines: one problem per line, the
 * field marked once, on the first, with the whole text unless `at` brings its own words.
 */
export function problemsOf(where: Omit<Problem, 'text' | 'at'>, text: string, at?: FieldMark): Problem[] {
  return text.split('\n').map((line, index) => ({
    ...where,
    text: line,
    ...(at && index === 0 ? { at: at.text === undefined && line !== text ? { ...at, text } : at } : {}),
  }));
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
