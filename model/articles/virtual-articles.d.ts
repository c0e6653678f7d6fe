/** The articles of `content/articles/*.md`, rendered at build time by build/contentPlugin.ts. */
declare module 'virtual:articles' {
  const articles: readonly import('../types').Article[];
  export default articles;
}

/** The address of the blog search's index file (build/articles/searchIndexFile.ts). */
declare module 'virtual:articles/search' {
  const url: string;
  export default url;
}
