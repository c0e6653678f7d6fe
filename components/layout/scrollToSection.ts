import type { NavItem } from '../../content/navigation';
import type { MouseEvent } from 'react';

/** On the home page, a section link scrolls there smoothly (instantly under reduced motion). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.pushState(null, '', `#${id}`);
  target.focus({ preventScroll: true });
  return true;
}

/** Click handler of a navigation item: smooth scroll on the home page, normal navigation elsewhere. */
export function handleNavClick(event: MouseEvent<HTMLAnchorElement>, item: NavItem, onNavigate?: () => void) {
  onNavigate?.();
  if (item.isRoute || window.location.pathname !== '/') return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToSection(item.id)) event.preventDefault();
}

