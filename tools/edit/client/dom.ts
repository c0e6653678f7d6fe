// A small element builder for the editor's own pages (Decap's React is not ours to render into).
type Child = Node | string | false | null | undefined;

/** `el('a', { href: '…' }, 'Text')`: attributes as given; children left out when falsy. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}
