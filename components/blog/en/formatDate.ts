/** An ISO date in British English: "2025-01-15" → "15 January 2025" (Intl, at build time; no time zone involved). */
const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return format.format(date);
}
