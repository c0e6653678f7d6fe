import type { LaunchItem, TranslationItem } from './launchItem.ts';

/**
 * The one place that decides which open items keep the site from going live. A page text or
 * article „nur Deutsch“ or „veraltet“ does not: an untranslated one is simply not built under /en/,
 * an outdated English one is still a correct page. Those are notes – listed, never blocking
 * `npm run build:live`, the editor's publish button or `npm run deploy`. Everything else blocks,
 * including English switched on but not built (a surprise the owner must resolve).
 */
export const isBlocking = (item: LaunchItem): boolean => item.kind !== 'translation';

/** The items that keep the site from going live, in the check's order. */
export const blockingItems = (items: readonly LaunchItem[]): LaunchItem[] => items.filter(isBlocking);

/** The translation notes: listed under their own heading, never blocking. */
export const translationNotes = (items: readonly LaunchItem[]): TranslationItem[] =>
  items.filter((item): item is TranslationItem => !isBlocking(item));
