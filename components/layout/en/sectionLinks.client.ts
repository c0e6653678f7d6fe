import { englishPrefix } from '#model/i18n/language.ts';
import { sectionLinkAttrs } from '../dataAttributes.ts';
import { scrollToSection } from '../scrollToSection.ts';

/** The English home page's addresses: /en/, and /en, which hosts serve as the same page. */
const englishHome = new Set([englishPrefix, `${englishPrefix}/`]);

/**
 * As the German module (../sectionLinks.client.ts), on the English home page: its section links
 * scroll there smoothly; elsewhere they navigate to `/en/#id`. Written again, not imported: the
 * German module's home page is `/`, and it stays as it is (a site without English is byte for byte the same).
 */
export function enhanceSectionLinks(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[${sectionLinkAttrs.section}]`)
        : null;
    const section = link?.getAttribute(sectionLinkAttrs.section);
    if (!section || !englishHome.has(window.location.pathname)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(section)) event.preventDefault();
  });
}
