/**
 * What the toolbar's buttons do to the article's text: each inserts Markdown around the selection
 * (or at the cursor) and leaves everything else byte for byte as the owner wrote it.
 */
export interface TextState {
  text: string;
  start: number;
  end: number;
}

/** The start of the line that holds `position`, and the end of the line that holds `end`. */
const lineBounds = ({ text, start, end }: TextState) => {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  return { from, to: newline === -1 ? text.length : newline };
};

/** Each selected line with `prefix` in front (or taken away, when every line has it already). */
function prefixLines(state: TextState, prefix: string): TextState {
  const { from, to } = lineBounds(state);
  const lines = state.text.slice(from, to).split('\n');
  const hasAll = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (hasAll ? line.slice(prefix.length) : `${prefix}${line}`)).join('\n');
  return { text: state.text.slice(0, from) + changed + state.text.slice(to), start: from, end: from + changed.length };
}

/** The selection between `before` and `after`; without a selection, `placeholder` between them, selected. */
function wrap(state: TextState, before: string, after: string, placeholder: string): TextState {
  const selected = state.text.slice(state.start, state.end) || placeholder;
  const text = state.text.slice(0, state.start) + before + selected + after + state.text.slice(state.end);
  const start = state.start + before.length;
  return { text, start, end: start + selected.length };
}

export const heading = (state: TextState) => prefixLines(state, '## ');
export const list = (state: TextState) => prefixLines(state, '- ');
export const bold = (state: TextState, placeholder: string) => wrap(state, '**', '**', placeholder);
export const link = (state: TextState, address: string, placeholder: string) =>
  wrap(state, '[', `](${address})`, placeholder);

/** A picture on a line of its own at the cursor: `![Beschreibung](/images/blog/name.jpg)`. */
export function image(state: TextState, address: string, description: string): TextState {
  const alt = description.replaceAll('[', '(').replaceAll(']', ')');
  const before = state.text.slice(0, state.start);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const block = `${lead}![${alt}](${address})\n\n`;
  const text = before + block + state.text.slice(state.end);
  const end = before.length + block.length;
  return { text, start: end, end };
}
