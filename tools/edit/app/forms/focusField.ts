/**
 * Opens the field named `name` (a form name, `legal.vatId`): scrolled into the middle of the
 * screen and focused. A group's name focuses its first field.
 */
export function focusField(name: string): boolean {
  const controls = [...document.querySelectorAll<HTMLElement>('[data-field]')];
  const control =
    controls.find((element) => element.dataset.field === name) ??
    controls.find((element) => element.dataset.field?.startsWith(`${name}.`));
  if (!control) return false;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}
