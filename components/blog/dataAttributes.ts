// The attributes by which the blog's scripts find their markup: each component and its
// `*.client.ts` take the names from here, so a rename reaches both sides.

/** BlogList.tsx, CategoryFilter.tsx and blogList.client.ts: the list, its cards, filter and states. */
export const blogListAttrs = {
  list: 'data-blog-list',
  /** On the list: the address of the full-text index (a JSON file named by its content). */
  searchIndex: 'data-search-index',
  /** On each card: the article's slug (the search index's key). */
  slug: 'data-slug',
  /** On each card, and on each filter button ("" for "Alle"). */
  category: 'data-category',
  resultCount: 'data-result-count',
  empty: 'data-empty',
  reset: 'data-reset',
} as const;

/** ShareLinks.tsx and share.client.ts: the copy button, with the URL it copies. */
export const shareAttrs = { copy: 'data-share-copy' } as const;

/** TableOfContents.tsx and tableOfContents.client.ts: the list of section links. */
export const tocAttrs = { list: 'data-toc' } as const;

/**
 * An article heading's wrapper (its level) and its copy link, built by
 * integrations/articles/headingLinks.ts, styled by Prose.tsx, made to copy by headingLinks.client.ts.
 */
export const headingLinkAttrs = { heading: 'data-heading', link: 'data-heading-link' } as const;
