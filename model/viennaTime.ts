/** A moment as the owner reads it: „24.11.2026, 10:42“ in Austrian time (Europe/Vienna). */
const viennaTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 24.11.2026, 10:42 (Vienna), from ms since 1970 or an ISO date string. */
export const whenText = (time: number | string): string => viennaTime.format(new Date(time));

const viennaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Austria (Europe/Vienna) at a moment, as JJJJ-MM-TT. */
export const viennaDate = (time: number | Date = Date.now()): string => viennaDay.format(time);
