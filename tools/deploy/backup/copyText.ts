import type { CopySummary } from './copyManifest';

const viennaTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** „Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 23 Bilder“ (Austrian time). */
export const copyText = (copy: Pick<CopySummary, 'createdAt' | 'articles' | 'images'>): string =>
  `Sicherung vom ${viennaTime.format(new Date(copy.createdAt))} – ${count(copy.articles, 'Artikel', 'Artikel')}, ${count(copy.images, 'Bild', 'Bilder')}`;
