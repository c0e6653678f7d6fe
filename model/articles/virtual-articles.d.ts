/** The articles of `content/articles/*.md`, rendered at build time by integrations/contentPlugin.ts. */
declare module 'virtual:articles' {
  const articles: readonly import('../types').Article[];
  export default articles;
}

/** The address of the blog search's index file (integrations/articles/searchIndexFile.ts). */
declare module 'virtual:articles/search' {
  const url: string;
  export default url;
}
