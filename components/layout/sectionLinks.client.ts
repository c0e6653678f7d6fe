import { sectionLinkAttrs } from './dataAttributes.ts';
import { scrollToSection } from './scrollToSection.ts';

/**
 * Links to a section of the home page (`data-section`, e.g. the navigation and "Mein Angebot
 * entdecken") scroll there smoothly when the home page is open; elsewhere they navigate to `/#id`.
 */
export function enhanceSectionLinks(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[${sectionLinkAttrs.section}]`)
        : null;
    const section = link?.getAttribute(sectionLinkAttrs.section);
    if (!section || location.pathname !== '/') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(section)) event.preventDefault();
  });
}
