/** The articles of `content/articles/*.md`, rendered at build time by scripts/articlesPlugin.ts. */
declare module 'virtual:articles' {
  const articles: readonly import('../types').Article[];
  export default articles;
}

/** Each article's normalised search text, by slug (components/blog/search.ts `buildSearchIndex`). */
declare module 'virtual:articles/search' {
  const entries: readonly (readonly [slug: string, text: string])[];
  export default entries;
}
