import { articles } from '../../content/articles';
import { searchText } from './search';

/**
 * The full text of every article, normalised for search, by slug. Loaded by the blog list's page
 * script only when someone searches (its own chunk), so the article bodies are not in any page's
 * initial code.
 */
export const searchIndex: ReadonlyMap<string, string> = new Map(articles.map((article) => [article.slug, searchText(article)]));
