/**
 * The footer's copyright year as the built HTML shows it: the year of the newest dated change of the
 * content (an article's `dateModified`, the legal pages' "Stand"), not the build machine's clock, so
 * that the same sources always build the same pages and the year is never older than the newest
 * content. The page script shows the visitor's current year (components/layout/footerYear.client.ts).
 */
export function copyrightYear(datedChanges: readonly string[]): string {
  const years = datedChanges.map((date) => date.slice(0, 4)).filter((year) => /^\d{4}$/.test(year));
  if (years.length === 0) throw new Error('No dated content to take the copyright year from');
  return years.reduce((newest, year) => (year > newest ? year : newest));
}
