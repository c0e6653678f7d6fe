import { type OwnedKind, ownedFile, sitePictureFiles } from '#model/ownedFiles.ts';
import { whenText } from '#model/viennaTime.ts';
import { backupText } from '#tools/text/backup.ts';
import type { CopySummary } from './copyManifest.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** „Sicherung vom 25.11.2026, 14:02 – 5 Artikel, 23 Bilder“ (Austrian time). */
export const copyText = (copy: Pick<CopySummary, 'createdAt' | 'articles' | 'images'>): string =>
  `Sicherung vom ${whenText(copy.createdAt)} – ${count(copy.articles, 'Artikel', 'Artikel')}, ${count(copy.images, 'Bild', 'Bilder')}`;

/**
 * What a restore of `paths` brought back, in the owner's words: each kind of file the copy held,
 * the two site pictures by name, so the owner knows the social picture is back too.
 */
export function restoredText(paths: readonly string[]): string {
  const owned = paths.map(ownedFile);
  const has = (kind: OwnedKind, key?: (k: string | undefined) => boolean) =>
    owned.some((file) => file?.kind === kind && (key?.(file.key) ?? true));
  const { parts } = backupText.restore;
  const back: string[] = [
    has('article') && parts.articles,
    has('image') && parts.images,
    paths.includes(sitePictureFiles.portrait) && parts.portrait,
    paths.includes(sitePictureFiles.socialDefault) && parts.socialDefault,
    has('data', (key) => key === 'settings') && parts.settings,
    has('data', (key) => key !== 'settings') && parts.texts,
    has('history') && parts.history,
  ].flatMap((part) => (part === false ? [] : [part]));
  const listed = back.length > 1 ? `${back.slice(0, -1).join(', ')} und ${back.at(-1)}` : (back[0] ?? '');
  return backupText.restore.back(listed);
}
