import type { Language } from './language.ts';

/**
 * The language of the pages this build renders, and a page's address from the path Vike routed it
 * by. German: the path itself. The English build replaces this module with en/page.ts
 * (integrations/englishModules.ts).
 */
export const pageLanguage: Language = 'de';

/** The page's address in its language, from the routed (logical) path. */
export const pagePath = (routed: string): string => routed;
