/**
 * Mistakes in article files that stop the build. The message holds one line per mistake, each
 * naming the file, the field or line, what was found and what is allowed.
 */
export class ArticleError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ArticleError';
    // The message says all there is; a stack trace of the build tool would only bury it.
    this.stack = this.message;
  }
}

/** How a value found in a file is quoted in a message. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}
