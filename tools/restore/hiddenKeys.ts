/** A hidden answer as far as it is typed: the keys come one by one from a terminal in raw mode. */
export interface HiddenTyping {
  value: string;
  /** Enter was pressed (or Ctrl+D after some text). */
  done: boolean;
  /** Ctrl+C, or Ctrl+D with nothing typed: the owner gives up. */
  cancelled: boolean;
  /** What came after Enter, for the next question. */
  rest: string;
}

const escapeKey = String.fromCharCode(27);

/** How long the escape sequence at the start of `keys` is: ESC [ … final letter, ESC O x, or ESC x. */
function escapeLength(keys: string): number {
  if (keys[1] === '[') {
    let end = 2;
    while (end < keys.length && !/[@-~]/.test(keys[end] ?? '')) end++;
    return Math.min(end + 1, keys.length);
  }
  return Math.min(keys[1] === 'O' ? 3 : 2, keys.length);
}

/**
 * `keys` (what the terminal sent in raw mode) applied to the answer so far: Enter (\r on every
 * system, \n from a paste) ends it, Backspace (DEL on Linux and macOS, BS on Windows) takes back the
 * last character, Ctrl+C cancels, escape sequences (arrow keys) and other control keys do nothing.
 */
export function hiddenKeys(state: HiddenTyping, keys: string): HiddenTyping {
  let { value } = state;
  let rest = keys;
  while (rest !== '') {
    if (rest.startsWith(escapeKey)) {
      rest = rest.slice(escapeLength(rest));
      continue;
    }
    const [key = ''] = Array.from(rest);
    rest = rest.slice(key.length);
    if (key === '\r' || key === '\n') {
      // A Windows paste may bring \r\n: the \n belongs to this answer.
      if (key === '\r' && rest.startsWith('\n')) rest = rest.slice(1);
      return { value, done: true, cancelled: false, rest };
    }
    if (key === '\u0003') return { value: '', done: false, cancelled: true, rest };
    if (key === '\u0004')
      return value === ''
        ? { value, done: false, cancelled: true, rest }
        : { value, done: true, cancelled: false, rest };
    if (key === '\u007f' || key === '\b') value = Array.from(value).slice(0, -1).join('');
    else if (key >= ' ') value += key;
  }
  return { value, done: false, cancelled: false, rest: '' };
}
