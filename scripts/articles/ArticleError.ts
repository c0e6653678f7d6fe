/**
 * Mistakes in article files that stop the build. The message holds one line per mistake, each
 * naming the file, the field or line, what was found and what is allowed, in German (the owner
 * reads them): "<file>: <field>: <found> – erlaubt: <allowed>", or "<file>, Zeile <n>: …".
 */
/** One mistake of an article at one field, as the editor shows it. */
export interface ArticleFieldProblem {
  field: string;
  message: string;
  image?: string;
  /** Which part of the picture: its file, or its description. */
  part?: 'file' | 'alt';
}

export class ArticleError extends Error {
  /**
   * The same mistakes by field, for the editor: `field` is a frontmatter key or `body`, `message`
   * the German text alone (no file, line or key); `image` names the picture a body mistake is about.
   */
  constructor(
    readonly problems: readonly string[],
    readonly fields: readonly ArticleFieldProblem[] = [],
  ) {
    super(problems.join('\n'));
    this.name = 'ArticleError';
    // The message says all there is; a stack trace of the build tool would only bury it.
    this.stack = this.message;
  }
}
