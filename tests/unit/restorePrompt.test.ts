import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { hiddenKeys } from '#tools/restore/hiddenKeys.ts';
import { type TerminalInput, terminalQuestions } from '#tools/restore/questions.ts';

// The questions of `npm run restore`: the password is typed without being shown, on a
// Windows console as on Linux and macOS (raw mode, the keys read one by one), and answers also
// come from a pipe.

const start = { value: '', done: false, cancelled: false, rest: '' };

/** A terminal: keys come in as typed, the screen collects what the program writes. */
function terminal(isTTY: boolean) {
  const input = Object.assign(new PassThrough(), { isTTY, setRawMode: vi.fn() }) as PassThrough & TerminalInput;
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
  });
  return { input, output, screen: () => screen, questions: terminalQuestions(input, output) };
}

describe('the hidden keys', () => {
  it('Enter ends the answer (\\r from a console, \\r\\n or \\n from a paste); what follows is kept', () => {
    expect(hiddenKeys(start, 'geheim\r')).toEqual({ value: 'geheim', done: true, cancelled: false, rest: '' });
    expect(hiddenKeys(start, 'geheim\r\nj\n')).toMatchObject({ value: 'geheim', done: true, rest: 'j\n' });
    expect(hiddenKeys(start, 'geheim\n')).toMatchObject({ value: 'geheim', done: true });
  });

  it('Backspace takes back one character (DEL on Linux and macOS, BS on Windows), also an emoji', () => {
    expect(hiddenKeys(start, 'gex\u007fh\u00e4x\bim🔑\u007f!\r').value).toBe('geh\u00e4im!');
    expect(hiddenKeys(start, '\u007f\bab\r').value).toBe('ab');
  });

  it('arrow keys and other control keys add nothing; Ctrl+C cancels; Ctrl+D cancels only an empty answer', () => {
    expect(hiddenKeys(start, 'a\u001b[Db\u001b[1;5C\tc\u001bOA\r').value).toBe('abc');
    expect(hiddenKeys(start, 'abc\u0003')).toMatchObject({ cancelled: true, value: '' });
    expect(hiddenKeys(start, '\u0004')).toMatchObject({ cancelled: true });
    expect(hiddenKeys(start, 'abc\u0004')).toMatchObject({ done: true, value: 'abc' });
  });

  it('keys in several pieces build one answer', () => {
    const first = hiddenKeys(start, 'Pass');
    expect(first).toMatchObject({ value: 'Pass', done: false });
    expect(hiddenKeys(first, 'wort\r')).toMatchObject({ value: 'Passwort', done: true });
  });
});

describe('the questions in a terminal', () => {
  it('read the password in raw mode: nothing of it appears on the screen, the terminal is back to normal afterwards', async () => {
    const { input, screen, questions } = terminal(true);
    const answer = questions.ask('  Passwort (wird nicht angezeigt): ', { hidden: true });
    await Promise.resolve();
    expect(input.setRawMode).toHaveBeenLastCalledWith(true);
    input.write('Geh');
    input.write('x\u007feim-7\r');
    expect(await answer).toBe('Geheim-7');
    expect(input.setRawMode).toHaveBeenLastCalledWith(false);
    expect(screen()).toBe('  Passwort (wird nicht angezeigt): \n');
    // The next visible question reads a line as the terminal gives it.
    const next = questions.yes('Ersetzen?');
    input.write('j\r\n');
    expect(await next).toBe(true);
    expect(input.setRawMode).toHaveBeenCalledTimes(2);
    questions.close();
  });

  it('Ctrl+C while the password is typed gives up: no answer, raw mode off', async () => {
    const { input, questions } = terminal(true);
    const answer = questions.ask('Passwort: ', { hidden: true });
    input.write('abc\u0003');
    expect(await answer).toBeUndefined();
    expect(input.setRawMode).toHaveBeenLastCalledWith(false);
    questions.close();
  });

  it('from a pipe: one line per answer, the hidden one too, without raw mode; then no more answers', async () => {
    const { input, questions } = terminal(false);
    input.end('sftp\n\n  Geheim \nj\n');
    expect(await questions.ask('Protokoll: ')).toBe('sftp');
    expect(await questions.ask('Port: ')).toBe('');
    expect(await questions.ask('Passwort: ', { hidden: true })).toBe('Geheim');
    expect(await questions.yes('Ersetzen?')).toBe(true);
    expect(await questions.ask('Nummer: ')).toBeUndefined();
    expect(await questions.yes('Noch einmal?')).toBe(false);
    expect(input.setRawMode).not.toHaveBeenCalled();
    questions.close();
  });
});
