import { smoothScrollStarted } from '#components/theme/smoothScroll.ts';

/** On the home page, a section link scrolls there smoothly (instantly under reduced motion). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!reduce) smoothScrollStarted();
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.pushState(null, '', `#${id}`);
  target.focus({ preventScroll: true });
  return true;
}
