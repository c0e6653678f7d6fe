// The "Verlauf" page of the editor (/admin/verlauf/): every change made through the editor, newest
// first, each with "Wiederherstellen" (the version it wrote) and, but for a deletion (whose
// "Wiederherstellen" is its undo), "Rückgängig" (the files as they were before it). The server
// keeps the history (tools/edit/history/).
import { editorText } from '#model/copy/editorText';
import { editorApi } from './api';

interface Change {
  id: string;
  kind: string;
  text: string;
}

const words = editorText.history;
const main = document.getElementById('editor-page') as HTMLElement;

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) => {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
};

const status = element('p', { role: 'status' });
const problem = element('p', { className: 'editor-error', role: 'alert' });
const list = element('ol');
main.append(element('p', {}, words.intro), element('p', {}, words.settingsNote), status, problem, list);

/** One of the two ways back; the outcome in one line, success or refusal, never both. */
async function restore(change: Change, button: HTMLButtonElement, undo: boolean) {
  button.disabled = true;
  button.textContent = undo ? words.undoing : words.restoring;
  status.textContent = '';
  problem.textContent = '';
  try {
    const { text } = (await editorApi('restoreVersion', { id: change.id, undo })) as { text: string };
    status.textContent = text;
  } catch (error) {
    problem.textContent = error instanceof Error ? error.message : String(error);
  }
  await show();
}

function entry(change: Change, index: number) {
  const text = element('span', { id: `aenderung-${index}` }, change.text);
  const button = (label: string, undo: boolean) => {
    const made = element('button', { type: 'button' }, label);
    made.setAttribute('aria-describedby', text.id);
    made.addEventListener('click', () => restore(change, made, undo));
    return made;
  };
  const buttons = [button(words.restore, false)];
  if (change.kind !== 'delete') buttons.push(button(words.undo, true));
  return element('li', {}, text, element('div', { className: 'editor-actions' }, ...buttons));
}

async function show() {
  try {
    const changes = (await editorApi('history')) as Change[];
    list.replaceChildren(...changes.map(entry));
    if (changes.length === 0) list.replaceChildren(element('li', {}, words.empty));
  } catch (error) {
    problem.textContent = `${words.loadFailed} ${error instanceof Error ? error.message : String(error)}`;
  }
}

await show();
