import type { Readable, Writable } from 'node:stream';
import { type HiddenTyping, hiddenKeys } from './hiddenKeys.ts';

/** Asks in the terminal, one line per answer; also reads answers from a pipe (tests, scripts). */
export interface Questions {
  /** The answer without surrounding spaces, or `undefined` when no more input comes (or Ctrl+C while hidden). */
  ask(prompt: string, options?: { hidden?: boolean }): Promise<string | undefined>;
  /** j/n; `undefined` (no input) counts as no. */
  yes(prompt: string): Promise<boolean>;
  close(): void;
}

/** What the questions read from: process.stdin, whose `setRawMode` exists where it is a terminal. */
export type TerminalInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/**
 * The questions on `input`. A visible answer is a line as the terminal gives it (it echoes what is
 * typed itself). A hidden answer on a terminal is read in raw mode (`setRawMode`, Node's documented
 * way on Linux, macOS and Windows consoles alike): the terminal echoes nothing, the keys are read
 * one by one (hiddenKeys.ts) and nothing is written back but the line break at the end. From a pipe a
 * hidden answer is a line as any other (nothing is shown there anyway).
 */
export function terminalQuestions(input: TerminalInput = process.stdin, output: Writable = process.stdout): Questions {
  let buffer = '';
  let ended = false;
  let listening = false;
  /** The answer waited for: a line, or hidden keys in raw mode. */
  let waiting: { hidden?: HiddenTyping; resolve: (answer: string | undefined) => void } | undefined;
  const raw = (on: boolean) => {
    if (input.isTTY && input.setRawMode) input.setRawMode(on);
  };

  function settle() {
    if (!waiting) return;
    const { hidden, resolve } = waiting;
    let answer: string | undefined;
    if (hidden) {
      const typed = hiddenKeys(hidden, buffer);
      buffer = typed.rest;
      waiting.hidden = typed;
      if (!typed.done && !typed.cancelled && !ended) return;
      raw(false);
      output.write('\n');
      answer = typed.cancelled || (!typed.done && typed.value === '') ? undefined : typed.value;
    } else {
      const end = buffer.indexOf('\n');
      if (end < 0 && !ended) return;
      if (end < 0 && buffer === '') answer = undefined;
      else {
        answer = end < 0 ? buffer : buffer.slice(0, end);
        buffer = end < 0 ? '' : buffer.slice(end + 1);
      }
    }
    waiting = undefined;
    input.pause();
    resolve(answer?.replace(/\r$/, ''));
  }
  const onData = (chunk: Buffer | string) => {
    buffer += chunk.toString();
    settle();
  };
  const onEnd = () => {
    ended = true;
    settle();
  };

  async function ask(prompt: string, { hidden = false } = {}) {
    output.write(prompt);
    if (!listening) {
      listening = true;
      input.setEncoding('utf8');
      input.on('data', onData);
      input.on('end', onEnd);
    }
    const answer = await new Promise<string | undefined>((resolve) => {
      const keys = hidden && input.isTTY === true && Boolean(input.setRawMode);
      waiting = { ...(keys ? { hidden: { value: '', done: false, cancelled: false, rest: '' } } : {}), resolve };
      if (keys) raw(true);
      input.resume();
      settle();
    });
    return answer?.trim();
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
    close: () => {
      if (waiting?.hidden) raw(false);
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
    },
  };
}
