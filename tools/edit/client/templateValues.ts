// Template values on the editor page: a settings field whose value is still the template's example
// (`!platzhalter` in the file) has a mark in its help text (tools/edit/templateValues.ts). Here
// each mark becomes a note with the button „Beispielwert passt – übernehmen“, which takes the value
// as the owner's own without changing it. The note shows only while the file still marks the
// value: after the button, and after a save that changed the value, it is gone at once.
import { editorText } from '#model/copy/editorText';
import { templateMarkPrefix } from '../editorMarks';
import { editorApi } from './api';

const words = editorText.templateValue;

/** The open template values of the settings file, by path; asked anew after every change. */
let open = new Set<string>();

/** The notes already made, by their mark. */
const notes = new WeakMap<HTMLElement, { note: HTMLElement; status: HTMLElement; field: () => string }>();

function noteFor(mark: HTMLAnchorElement, field: () => string) {
  const container = document.createElement('span');
  container.className = 'template-value';
  const note = document.createElement('span');
  note.className = 'template-value-note';
  const strong = document.createElement('strong');
  strong.textContent = words.note;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = words.confirm;
  note.append(strong, ` ${words.todo} `, button);
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.className = 'template-value-status';
  container.append(note, status);
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = words.confirming;
    try {
      await editorApi('confirmTemplateValue', { field: field() });
      status.textContent = words.confirmed;
      await refresh();
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      button.disabled = false;
      button.textContent = words.confirm;
    }
  });
  mark.after(container);
  shown.set(container, mark);
  return { note, status, field };
}

/** The notes on the page, with their marks: a note whose mark Decap has replaced goes with it. */
const shown = new Map<HTMLElement, HTMLElement>();

/** Each mark with its note; shown while its value is open. Entries of a list count by their order. */
function apply() {
  for (const [container, mark] of shown) {
    if (mark.isConnected && container.isConnected) continue;
    container.remove();
    shown.delete(container);
  }
  const seen = new Map<string, number>();
  for (const mark of document.querySelectorAll<HTMLAnchorElement>(
    `a[href^="${templateMarkPrefix}"], a[data-template-field]`,
  )) {
    if (!mark.dataset.templateField) {
      // The mark is no link for the owner: nothing to follow, nothing to focus.
      mark.dataset.templateField = decodeURIComponent(
        (mark.getAttribute('href') ?? '').slice(templateMarkPrefix.length),
      );
      for (const attribute of ['href', 'target', 'rel']) mark.removeAttribute(attribute);
      mark.hidden = true;
    }
    const pattern = mark.dataset.templateField;
    const position = seen.get(pattern) ?? 0;
    seen.set(pattern, position + 1);
    const field = pattern.replace('*', String(position));
    let entry = notes.get(mark);
    if (!entry) {
      entry = noteFor(mark, () => mark.dataset.templateFieldPath ?? field);
      notes.set(mark, entry);
    }
    mark.dataset.templateFieldPath = field;
    entry.note.hidden = !open.has(field);
  }
}

async function refresh() {
  // Without an answer the notes stay as they are; the next save asks again.
  const answer = await editorApi('templateValues').catch(() => undefined);
  if (Array.isArray(answer)) open = new Set(answer.map(String));
  apply();
}

interface Events {
  registerEventListener(listener: { name: 'postSave'; handler(): void }): void;
}

const styles = `
.template-value { display: block; }
.template-value-note { display: block; margin: 0.25rem 0 0.35rem; padding: 0.5rem 0.75rem; background: #fff4e0; border-left: 4px solid #b35c00; color: #313d3e; }
.template-value-note[hidden] { display: none; }
.template-value-note button { font: inherit; font-weight: 600; margin: 0.35rem 0 0; padding: 0.3rem 0.8rem; border: 1px solid #3a69c7; border-radius: 4px; background: #fff; color: #3a69c7; cursor: pointer; }
.template-value-note button:hover, .template-value-note button:focus-visible { background: #3a69c7; color: #fff; }
.template-value-status:not(:empty) { display: block; margin: 0.25rem 0; color: #005614; font-weight: 600; }
`;

/** Starts the notes: one look at the file now, and again after each save. */
export function templateValues(cms: Events) {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      apply();
    });
  }).observe(document.body, { childList: true, subtree: true });
  cms.registerEventListener({ name: 'postSave', handler: () => void refresh() });
  void refresh();
}
