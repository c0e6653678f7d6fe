import translations from '../content/translations.ts';
import { englishPath } from './localePath.ts';
import { pageLanguage } from './page.ts';

/** Where the language switch leads, and whether that is this page in the other language. */
export interface LanguageTarget {
  href: string;
  isCounterpart: boolean;
}

/**
 * Where the language switch of the page at `path` leads: its counterpart, or the other language's
 * home page where it has none. Undefined while the site is German only (no switch at all).
 */
export function otherLanguagePage(path: string): LanguageTarget | undefined {
  if (translations.length === 0) return undefined;
  const other = pageLanguage === 'de' ? 'en' : 'de';
  const pair = translations.find((candidate) => candidate[pageLanguage] === path);
  if (pair) return { href: pair[other], isCounterpart: true };
  return { href: other === 'en' ? englishPath('/') : '/', isCounterpart: false };
}

/** The page at `path` and its counterpart, when it has one. */
export const pairOf = (path: string) => translations.find((candidate) => candidate[pageLanguage] === path);
