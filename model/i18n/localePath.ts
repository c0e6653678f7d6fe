import { englishPrefix } from './language.ts';

/**
 * The English pages' addresses: the German page's path under /en/, with English names for the two
 * legal pages. The English build routes by the German ("logical") path (renderer/+onBeforeRoute.ts),
 * so each page component serves both languages.
 */
const englishNames: Readonly<Record<string, string>> = {
  '/impressum': '/legal-notice',
  '/datenschutz': '/privacy',
};

/** `/blog` → `/en/blog`, `/` → `/en/`, `/impressum` → `/en/legal-notice`. */
export function englishPath(logical: string): string {
  if (logical === '/') return `${englishPrefix}/`;
  return `${englishPrefix}${englishNames[logical] ?? logical}`;
}

/** The logical path of an English address (`/en/legal-notice` → `/impressum`); undefined outside /en/. */
export function logicalPath(english: string): string | undefined {
  if (english === englishPrefix || english === `${englishPrefix}/`) return '/';
  if (!english.startsWith(`${englishPrefix}/`)) return undefined;
  const rest = english.slice(englishPrefix.length);
  const named = Object.entries(englishNames).find(([, name]) => name === rest);
  return named ? named[0] : rest;
}
