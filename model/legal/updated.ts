import { monthNames } from '../copy/blog.ts';

/**
 * When the Impressum and the Datenschutzerklärung last changed (year and month, YYYY-MM). The pages
 * show it as "Stand: November 2026"; the footer's copyright year is never older (model/copyrightYear.ts).
 */
export const legalUpdated = '2026-11';

/** A year and month as written in Austria: "2026-11" → "November 2026". */
export function monthAndYear(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  const name = monthNames[(month ?? 0) - 1];
  if (!year || !name) throw new Error(`Not a year and month: ${isoMonth}`);
  return `${name} ${year}`;
}
