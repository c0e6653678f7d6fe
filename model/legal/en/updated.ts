/** The legal pages' month of revision in English: the same month as the German pages, written en-GB. */
export { legalUpdated } from '../updated.ts';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A year and month as written in British English: "2026-11" → "November 2026". */
export function monthAndYear(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month || month < 1 || month > 12) throw new Error(`Not a year and month: ${isoMonth}`);
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}
