import { headerAttrs } from './dataAttributes.ts';

/**
 * The fixed header: transparent at the top, solid and blurred once scrolled past 20 px, that is once
 * the mark covering the page's top 20 px (Header.tsx) has left the viewport. Observed, so the page
 * script neither reads the layout when it starts nor runs on every scroll event.
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>(`header[${headerAttrs.solid}]`);
  const mark = document.querySelector(`[${headerAttrs.scrollMark}]`);
  if (!header || !mark) return;
  new IntersectionObserver((entries) => {
    const solid = String(entries.at(-1)?.isIntersecting === false);
    if (header.getAttribute(headerAttrs.solid) !== solid) header.setAttribute(headerAttrs.solid, solid);
  }).observe(mark);
}
