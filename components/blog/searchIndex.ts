import url from '#model/content/articleSearch.ts';

/**
 * Where the blog list's full-text index lies: a JSON file of its own, named by its content
 * (integrations/articles/searchIndexFile.ts). The blog list page names it in its markup; its page
 * script fetches it when someone searches, so no page's code holds the article texts.
 */
export const searchIndexUrl: string = url;
