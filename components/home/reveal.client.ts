import { revealAttrs } from './dataAttributes.ts';

/**
 * Highlights marked `data-reveal` (the quote banner's "Verbindungen") fade in when 10 % of them is
 * within 50 px of the viewport. Without script, or under reduced motion, they are simply shown.
 */
export function enhanceReveals(): void {
  const elements = document.querySelectorAll<HTMLElement>(`[${revealAttrs.reveal}]`);
  if (elements.length === 0) return;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        entry.target.setAttribute(revealAttrs.revealed, 'true');
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.1, rootMargin: '50px' },
  );
  for (const element of elements) {
    element.setAttribute(revealAttrs.revealed, 'false');
    observer.observe(element);
  }
}
