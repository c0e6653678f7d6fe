import { describe, expect, it } from 'vitest';
import { copyrightYear } from '#model/copyrightYear.ts';
import { legalUpdated, monthAndYear } from '#model/legal/updated.ts';

// The footer year of the built HTML is never older than the newest content,
// and the same sources always give the same year (no clock).
describe('copyright year of the built pages', () => {
  it('is the year of the newest dated change, articles and legal "Stand" alike', () => {
    expect(copyrightYear(['2025-01-15', '2025-03-02', '2026-11'])).toBe('2026');
    expect(copyrightYear(['2027-02-01', '2026-11'])).toBe('2027');
    expect(copyrightYear(['2024-12-31'])).toBe('2024');
  });

  it('does not depend on the order or the clock', () => {
    const dates = ['2026-11', '2025-01-15', '2025-06-30'];
    expect(copyrightYear(dates)).toBe(copyrightYear([...dates].reverse()));
  });

  it('refuses to make a year up when nothing is dated', () => {
    expect(() => copyrightYear([])).toThrow();
  });

  it('writes the legal pages’ "Stand" the Austrian way', () => {
    expect(monthAndYear('2026-01')).toBe('Jänner 2026');
    expect(monthAndYear('2026-11')).toBe('November 2026');
    expect(legalUpdated).toMatch(/^\d{4}-\d{2}$/);
  });
});
