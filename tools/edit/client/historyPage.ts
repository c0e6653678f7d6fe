// The "Verlauf" page of the editor (/admin/verlauf/): every change made through the editor, newest
// first, each with "Wiederherstellen". The server keeps the history (tools/edit/history/).
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

async function restore(change: Change, button: HTMLButtonElement) {
  button.disabled = true;
  button.textContent = words.restoring;
  problem.textContent = '';
  try {
    const { text } = (await editorApi('restoreVersion', { id: change.id })) as { text: string };
    status.textContent = text;
  } catch (error) {
    problem.textContent = error instanceof Error ? error.message : String(error);
  }
  await show();
}

async function show() {
  try {
    const changes = (await editorApi('history')) as Change[];
    list.replaceChildren(
      ...changes.map((change, index) => {
        const text = element('span', { id: `aenderung-${index}` }, change.text);
        const button = element('button', { type: 'button' }, words.restore);
        button.setAttribute('aria-describedby', text.id);
        button.addEventListener('click', () => restore(change, button));
        return element('li', {}, text, button);
      }),
    );
    if (changes.length === 0) list.replaceChildren(element('li', {}, words.empty));
  } catch (error) {
    problem.textContent = `${words.loadFailed} ${error instanceof Error ? error.message : String(error)}`;
  }
}

await show();
