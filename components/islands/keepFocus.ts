/**
 * Where the visitor is in the prerendered dialog: the focused field (by id), its caret and
 * selection, and how far the dialog and that field are scrolled. The island replaces the
 * prerendered fields with its own in one task (mountContactIsland.tsx); `restore` puts the
 * visitor back where they were, in the same task, so the next keystroke lands there.
 */
export function keepFocus(container: HTMLElement): () => void {
  const active = document.activeElement;
  const overlay = container.firstElementChild;
  const overlayScroll = overlay?.scrollTop ?? 0;
  if (!(active instanceof HTMLElement) || !active.id || !container.contains(active)) return () => undefined;
  const { id, scrollTop } = active;
  // Text fields only: e-mail fields and the like have no caret the page can read (null).
  const caret =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null
      ? {
          start: active.selectionStart,
          end: active.selectionEnd ?? active.selectionStart,
          direction: active.selectionDirection ?? undefined,
        }
      : undefined;
  return () => {
    const field = document.getElementById(id);
    if (!field || !container.contains(field)) return;
    field.focus({ preventScroll: true });
    if (caret && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
      field.setSelectionRange(caret.start, caret.end, caret.direction);
    field.scrollTop = scrollTop;
    if (container.firstElementChild) container.firstElementChild.scrollTop = overlayScroll;
  };
}
