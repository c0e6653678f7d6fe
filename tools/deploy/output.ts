/**
 * The deploy's terminal output: German lines on stdout (deployOnce.ts has already replaced every secret),
 * and a progress line that rewrites itself on a terminal.
 */
export class Output {
  private progressShown = false;

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {}

  line(text = ''): void {
    this.clearProgress();
    this.stream.write(`${text}\n`);
  }

  /** On a terminal, one line that is rewritten as the upload goes on; elsewhere nothing (phases print their own lines). */
  progress(text: string): void {
    if (!this.stream.isTTY) return;
    this.stream.write(`\r${text}\x1b[K`);
    this.progressShown = true;
  }

  private clearProgress(): void {
    if (!this.progressShown) return;
    this.stream.write('\r\x1b[K');
    this.progressShown = false;
  }
}
