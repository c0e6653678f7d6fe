import { monthNames } from '#model/copy/blog.ts';

/** An ISO date as written in Austria: "2025-01-15" → "15. Jänner 2025" (no time zone involved). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = monthNames[(month ?? 1) - 1];
  if (!year || !day || !monthName) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${day}. ${monthName} ${year}`;
}
