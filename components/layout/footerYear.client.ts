import { footerYearAttrs } from './dataAttributes.ts';

/** The footer's copyright year is the visitor's current year, not the year of the build. */
export function enhanceFooterYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(`[${footerYearAttrs.currentYear}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
