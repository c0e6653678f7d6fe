/**
 * Mistakes in article files that stop the build. The message holds one line per mistake, each
 * naming the file, the field or line, what was found and what is allowed, in German (the owner
 * reads them): "<file>: <field>: <found> – erlaubt: <allowed>", or "<file>, Zeile <n>: …".
 */
export class ArticleError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ArticleError';
    // The message says all there is; a stack trace of the build tool would only bury it.
    this.stack = this.message;
  }
}
