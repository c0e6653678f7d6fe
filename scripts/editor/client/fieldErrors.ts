// Mistakes shown at their fields: the message under the field, the field marked invalid with the
// message as its description, the first one scrolled into view and focused; gone as soon as the
// field is changed. Used for the server's refusals (refusals.ts) and Decap's own checks.

/** A refused field as the server names it (scripts/editor/fieldProblems.ts). */
export interface FieldProblem {
  field: (string | number)[];
  label: string;
  message: string;
  image?: string;
}

const messageClass = 'editor-field-error';
let counter = 0;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Decap's id of a field's control: `<name>-field-<n>` (EditorControl's uniqueFieldId). */
const fieldId = (name: string) => new RegExp(`^${name.replace(/[^\w-]/g, '\\$&')}-field-\\d+$`);
const isFieldOf = (element: Element, name: string) => fieldId(name).test(element.id);
const isAnyField = (element: Element) => /-field-\d+$/.test(element.id);

/** The nearest field above `element` (not itself). */
const ownerField = (element: Element) => element.parentElement?.closest('[id]:is([id*="-field-"])') ?? null;

/** The field `name` directly inside `scope` (not inside a deeper field). */
function childField(scope: ParentNode, name: string, parent: Element | null): HTMLElement | null {
  const own = [...scope.querySelectorAll<HTMLElement>('[id*="-field-"]')].find((element) => isFieldOf(element, name) && ownerField(element) === parent);
  if (own) return own;
  // A widget without an element of that id (the article's rich text): its field by its label.
  const label = [...scope.querySelectorAll<HTMLLabelElement>('label[for*="-field-"]')].find(
    (candidate) => fieldId(name).test(candidate.htmlFor) && ownerField(candidate) === parent,
  );
  return label?.closest<HTMLElement>('[class*="ControlContainer"]') ?? null;
}

/** Opens a closed group or list entry (Decap renders the fields of a closed one not at all). */
async function opened(scope: HTMLElement, find: () => HTMLElement | null): Promise<HTMLElement | null> {
  const found = find();
  if (found) return found;
  const toggle = scope.querySelector<HTMLButtonElement>('button[aria-expanded="false"], [class*="TopBar"] button');
  toggle?.click();
  await nextFrame();
  return find();
}

/** The control of the field at `path` (names, list positions), opening groups and entries on the way. */
export async function controlAt(path: readonly (string | number)[]): Promise<HTMLElement | null> {
  let scope: HTMLElement = document.body;
  let parent: Element | null = null;
  for (const key of path) {
    const current: HTMLElement = scope;
    const currentParent = parent;
    let next: HTMLElement | null;
    if (typeof key === 'number') {
      const bars = () => [...current.querySelectorAll<HTMLElement>('[data-testid^="styled-list-item-top-bar-"]')].filter((bar) => ownerField(bar) === current);
      const bar = bars()[key];
      if (!bar) return null;
      const itemKey = bar.dataset.testid?.replace('styled-list-item-top-bar-', '') ?? '';
      const body = () =>
        current.querySelector<HTMLElement>(`[data-testid="object-control-${CSS.escape(itemKey)}"]`) ?? bar.parentElement?.querySelector<HTMLElement>('[id*="-field-"]') ?? null;
      if (!body()) {
        bar.querySelector<HTMLButtonElement>('button')?.click();
        await nextFrame();
      }
      next = body() ?? bar.parentElement;
    } else {
      next = await opened(current, () => childField(current, key, currentParent));
    }
    if (!next) return null;
    scope = next;
    parent = isAnyField(next) ? next : parent;
  }
  return scope;
}

/** The description input of the picture `image` in an article's text, or of the first picture without one. */
export function imageDescription(body: HTMLElement, image: string | undefined): HTMLElement | null {
  const inputs = [...body.querySelectorAll<HTMLInputElement>('input[id^="alt-field-"]')];
  const showing = (input: HTMLInputElement) => input.closest('[class*="Control"]')?.parentElement?.querySelector(`img[src$="${image ?? ''}"]`);
  return inputs.find((input) => input.value.trim() === '' && showing(input)) ?? inputs.find((input) => input.value.trim() === '') ?? null;
}

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
    if (control && problem.image !== undefined) control = imageDescription(control, problem.image) ?? control;
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
