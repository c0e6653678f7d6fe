import entries from 'virtual:articles/search';

/**
 * The full text of every article, normalised for search, by slug. Loaded by the blog list's page
 * script only when someone searches (its own chunk), so the article texts are not in any page's
 * initial code. The build prepares the texts (scripts/articlesPlugin.ts): this chunk holds strings only.
 */
export const searchIndex: ReadonlyMap<string, string> = new Map(entries);
