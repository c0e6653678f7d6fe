/**
 * Run in the page (`page.evaluate(overflowInPage)`, Playwright's or Puppeteer's): null when the document fits
 * the viewport; otherwise its width and the innermost elements that reach past the right edge (an element's
 * own box, or its text overflowing the box), skipping what an ancestor clips or fixes to the viewport,
 * since that cannot widen the document. Self-contained: it is sent to the browser as source.
 */
export function overflowInPage(): { width: number; culprits: string[] } | null {
  const root = document.documentElement;
  const limit = root.clientWidth;
  if (root.scrollWidth <= limit) return null;
  // An element's box is clipped by its ancestors' overflow, its text also by its own.
  const contained = (element: Element, clipsItself: boolean) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed' || ((clipsItself || node !== element) && style.overflowX !== 'visible'))
        return true;
    }
    return false;
  };
  const edges = new Map<Element, number>();
  const note = (element: Element | null, right: number, isText: boolean) => {
    if (element && right > limit + 0.5 && !contained(element, isText))
      edges.set(element, Math.max(right, edges.get(element) ?? 0));
  };
  for (const element of document.body.querySelectorAll('*'))
    note(element, element.getBoundingClientRect().right, false);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim()) continue;
    range.selectNodeContents(text);
    note(text.parentElement, range.getBoundingClientRect().right, true);
  }
  // Tag, id and a snippet of its text; for an icon, of the nearest ancestor that names itself.
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}${id}>${words ? ` "${words.length > 50 ? `${words.slice(0, 50)}…` : words}"` : ''}`;
  };
  const describe = (element: Element, right: number) => {
    const named =
      element.id || element.textContent?.trim() ? null : element.parentElement?.closest('[id], [aria-label]');
    return `${name(element)}${named ? ` in ${name(named)}` : ''} (right edge ${Math.round(right)} px)`;
  };
  const innermost = [...edges].filter(
    ([element]) => ![...edges.keys()].some((other) => other !== element && element.contains(other)),
  );
  return { width: root.scrollWidth, culprits: innermost.map(([element, right]) => describe(element, right)) };
}
