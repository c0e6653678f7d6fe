// Where a refused field is in Decap's page: found by the path of names the server gives
// (Decap's ids are `<name>-field-<n>`), with closed groups and list entries opened on the way;
// a picture in an article's text by its part (file or description). Used by fieldErrors.ts.

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Decap's id of a field's control: `<name>-field-<n>` (EditorControl's uniqueFieldId). */
const fieldId = (name: string) => new RegExp(`^${name.replace(/[^\w-]/g, '\\$&')}-field-\\d+$`);
const isFieldOf = (element: Element, name: string) => fieldId(name).test(element.id);
const isAnyField = (element: Element) => /-field-\d+$/.test(element.id);

/** The nearest field above `element` (not itself). */
const ownerField = (element: Element) => element.parentElement?.closest('[id]:is([id*="-field-"])') ?? null;

/** The field `name` directly inside `scope` (not inside a deeper field). */
function childField(scope: ParentNode, name: string, parent: Element | null): HTMLElement | null {
  const own = [...scope.querySelectorAll<HTMLElement>('[id*="-field-"]')].find(
    (element) => isFieldOf(element, name) && ownerField(element) === parent,
  );
  if (own) return own;
  // A widget without an element of that id (the article's rich text): its field by its label.
  const label = [...scope.querySelectorAll<HTMLLabelElement>('label[for*="-field-"]')].find(
    (candidate) => fieldId(name).test(candidate.htmlFor) && ownerField(candidate) === parent,
  );
  return label?.closest<HTMLElement>('[class*="ControlContainer"]') ?? null;
}

/**
 * Opens the closed groups and list entries around `control`: Decap keeps their fields in the page
 * but hidden, below a bar whose button opens them.
 */
async function reveal(control: HTMLElement) {
  for (let attempt = 0; attempt < 5 && !control.checkVisibility(); attempt++) {
    let closed: Element | null = null;
    for (let element: Element | null = control; element && !closed; element = element.parentElement) {
      if (!element.checkVisibility() && element.parentElement?.checkVisibility()) closed = element;
    }
    const bar =
      closed &&
      [...(closed.parentElement?.children ?? [])].find(
        (sibling) => sibling !== closed && sibling.querySelector('button') && sibling.matches('[class*="TopBar"]'),
      );
    const toggle = bar?.querySelector<HTMLButtonElement>('button');
    if (!toggle) return;
    toggle.click();
    await nextFrame();
  }
}

/** The fields directly inside `parent` (a group or list), in the page's order. */
const fieldsOf = (scope: ParentNode, parent: Element | null) =>
  [...scope.querySelectorAll<HTMLElement>('[id*="-field-"]')].filter((element) => ownerField(element) === parent);

/**
 * The control of the field at `path` (field names, list positions from 0), with the groups and
 * entries around it opened. A list's entries have no element of their own: the n-th entry's field
 * is the n-th field of that name in the list (a list of texts: its n-th field).
 */
export async function controlAt(path: readonly (string | number)[]): Promise<HTMLElement | null> {
  let scope: HTMLElement = document.body;
  let parent: HTMLElement | null = null;
  let position: number | undefined;
  for (const [index, key] of path.entries()) {
    if (typeof key === 'number') {
      position = key;
      if (index < path.length - 1) continue;
      const entry = fieldsOf(scope, parent)[key];
      if (!entry) return null;
      scope = entry;
      break;
    }
    const found: HTMLElement | null | undefined =
      position === undefined
        ? childField(scope, key, parent)
        : fieldsOf(scope, parent).filter((element) => isFieldOf(element, key))[position];
    position = undefined;
    if (!found) return null;
    scope = found;
    parent = isAnyField(found) ? found : parent;
  }
  if (scope === document.body) return null;
  await reveal(scope);
  return scope;
}

/**
 * The part of a picture in an article's text that a mistake is about: its description's input, or
 * the button that chooses its file. The picture is found by what it shows, else by the empty
 * description (a missing description) or as the first picture.
 */
export function pictureControl(body: HTMLElement, image: string, part: 'file' | 'alt'): HTMLElement | null {
  const descriptions = [...body.querySelectorAll<HTMLInputElement>('input[id^="alt-field-"]')];
  // Each picture is a group of fields (Decap's editor component) holding its description.
  const pictureOf = (input: HTMLInputElement) => ownerField(input) ?? input;
  const name = image.split('/').pop() ?? image;
  const candidates = descriptions.filter((input) => pictureOf(input).querySelector(`img[src*="${CSS.escape(name)}"]`));
  const input =
    candidates.find((candidate) => part === 'file' || candidate.value.trim() === '') ??
    (part === 'alt' ? descriptions.find((candidate) => candidate.value.trim() === '') : descriptions[0]) ??
    null;
  if (!input || part === 'alt') return input;
  // The picture's file field ("Bilddatei", named `image` in admin.ts): its button chooses another.
  const picture = pictureOf(input);
  return childField(picture, 'image', picture)?.querySelector<HTMLElement>('button') ?? input;
}
