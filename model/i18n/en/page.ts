import type { Language } from '../language.ts';
import { englishPath } from '../localePath.ts';

/** The English build's pages (see ../page.ts): routed by the German path, addressed under /en/. */
export const pageLanguage: Language = 'en';

export const pagePath = (routed: string): string =>
  routed.startsWith('/en/') || routed === '/en' ? routed : englishPath(routed);
