import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Asks in the terminal, one line per answer; also reads answers from a pipe (tests, scripts). */
export interface Questions {
  /** The answer without surrounding spaces, or `undefined` when no more input comes. */
  ask(prompt: string, options?: { hidden?: boolean }): Promise<string | undefined>;
  /** j/n; `undefined` (no input) counts as no. */
  yes(prompt: string): Promise<boolean>;
  close(): void;
}

const echo = (on: boolean) => {
  if (process.stdin.isTTY && process.platform !== 'win32')
    spawnSync('stty', [on ? 'echo' : '-echo'], { stdio: ['inherit', 'ignore', 'ignore'] });
};

export function terminalQuestions(): Questions {
  const reader = createInterface({ input: process.stdin, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  async function ask(prompt: string, { hidden = false } = {}) {
    process.stdout.write(prompt);
    if (hidden) echo(false);
    try {
      const next = await lines.next();
      if (hidden) process.stdout.write('\n');
      return next.done ? undefined : String(next.value).trim();
    } finally {
      if (hidden) echo(true);
    }
  }
  return {
    ask,
    async yes(prompt) {
      for (;;) {
        const answer = (await ask(`${prompt} (j/n) `))?.toLowerCase();
        if (answer === undefined || ['n', 'nein', 'no'].includes(answer)) return false;
        if (['j', 'ja', 'y', 'yes'].includes(answer)) return true;
      }
    },
    close: () => reader.close(),
  };
}
