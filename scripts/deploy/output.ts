/**
 * The deploy's output: German lines on stdout, with every secret replaced, and a progress line
 * that rewrites itself on a terminal.
 */
export class Output {
  private secrets: string[] = [];
  private progressShown = false;

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {}

  /** Values that must never be printed (passwords, passphrases). */
  hide(values: readonly string[]): void {
    this.secrets = values.filter((value) => value.length > 0);
  }

  redact(text: string): string {
    return this.secrets.reduce((result, secret) => result.split(secret).join('•••'), text);
  }

  line(text = ''): void {
    this.clearProgress();
    this.stream.write(`${this.redact(text)}\n`);
  }

  /** On a terminal, one line that is rewritten as the upload goes on; elsewhere nothing (phases print their own lines). */
  progress(text: string): void {
    if (!this.stream.isTTY) return;
    this.stream.write(`\r${this.redact(text)}\x1b[K`);
    this.progressShown = true;
  }

  private clearProgress(): void {
    if (!this.progressShown) return;
    this.stream.write('\r\x1b[K');
    this.progressShown = false;
  }
}
