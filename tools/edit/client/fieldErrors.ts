// Mistakes shown at their fields: the message under the field, the field marked invalid with the
// message as its description, the first one scrolled into view and focused; gone as soon as the
// field is changed. Used for the server's refusals (refusals.ts) and Decap's own checks.

import { controlAt, pictureControl } from './fieldLookup';

/** A refused field as the server names it (tools/edit/fieldProblems.ts). */
export interface FieldProblem {
  field: (string | number)[];
  label: string;
  message: string;
  image?: string;
  part?: 'file' | 'alt';
}

const messageClass = 'editor-field-error';
let counter = 0;

/** The element to mark: the field's own input where it has one. */
const focusable = (control: HTMLElement) =>
  control.matches('input, textarea, select, [contenteditable="true"]')
    ? control
    : (control.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], button') ?? control);

/** Removes every mark of an earlier refusal. */
export function clearAll() {
  for (const message of document.querySelectorAll(`.${messageClass}`)) message.remove();
  for (const marked of document.querySelectorAll('[data-field-error]')) unmark(marked as HTMLElement);
}

function unmark(target: HTMLElement) {
  const id = target.dataset.fieldError;
  if (id && target.dataset.fieldErrorOwn !== undefined) document.getElementById(id)?.remove();
  target.removeAttribute('aria-invalid');
  target.removeAttribute('data-field-error');
  target.removeAttribute('data-field-error-own');
  const described = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((part) => part && part !== id);
  if (described.length > 0) target.setAttribute('aria-describedby', described.join(' '));
  else target.removeAttribute('aria-describedby');
}

/**
 * Marks `target` invalid with `message` as its description; `shown` is an element that already
 * shows the message (Decap's own list of errors), else a message is put right after the field.
 */
export function mark(target: HTMLElement, message: string, shown?: HTMLElement) {
  let note = shown;
  if (!note) {
    note = document.createElement('p');
    note.className = messageClass;
    note.textContent = message;
    note.style.cssText = 'color:#b00020;font-weight:600;margin:0.4rem 0 0;font-size:0.9rem;';
    const container = target.closest('[class*="ControlContainer"]') ?? target.parentElement;
    container?.append(note);
  }
  note.id ||= `editor-field-error-${++counter}`;
  target.setAttribute('aria-invalid', 'true');
  target.setAttribute('aria-describedby', [target.getAttribute('aria-describedby'), note.id].filter(Boolean).join(' '));
  target.dataset.fieldError = note.id;
  if (!shown) target.dataset.fieldErrorOwn = '';
  // A change of the field takes the mark away: the next save checks again.
  target.addEventListener('input', () => unmark(target), { once: true });
}

/** Shows each problem at its field; the first one is scrolled into view and focused. Returns the fields found. */
export async function showAtFields(problems: readonly FieldProblem[]): Promise<HTMLElement[]> {
  clearAll();
  const marked: HTMLElement[] = [];
  for (const problem of problems) {
    let control = await controlAt(problem.field);
    if (control && problem.image && problem.part)
      control = pictureControl(control, problem.image, problem.part) ?? control;
    if (!control) continue;
    const target = focusable(control);
    mark(target, problem.message);
    marked.push(target);
  }
  focusFirst(marked);
  return marked;
}

/** Scrolls the first marked field into view (below Decap's bar) and puts the cursor in it. */
export function focusFirst(fields: readonly HTMLElement[]) {
  const [first] = fields;
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}
