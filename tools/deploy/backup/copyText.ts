import { whenText } from '#model/viennaTime.ts';
import type { CopySummary } from './copyManifest.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** „Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 23 Bilder“ (Austrian time). */
export const copyText = (copy: Pick<CopySummary, 'createdAt' | 'articles' | 'images'>): string =>
  `Sicherung vom ${whenText(copy.createdAt)} – ${count(copy.articles, 'Artikel', 'Artikel')}, ${count(copy.images, 'Bild', 'Bilder')}`;
