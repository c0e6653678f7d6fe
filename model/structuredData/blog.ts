import type { Blog, BlogPosting, Graph } from 'schema-dts';
import { blogCopy } from '../copy/blog.ts';
import { htmlLang } from '../i18n/language.ts';
import { pageLanguage } from '../i18n/page.ts';
import { absoluteUrl, paths } from '../paths.ts';
import type { Article } from '../types.ts';
import { nodeIds, pageNodeId, socialImageUrl } from './nodes.ts';
import { pageGraph } from './page.ts';

/**
 * What identifies a post wherever it appears: on its own page and as an item of the list. Google's
 * Article documentation reads every `BlogPosting` as an article, so each names its author and
 * publisher (by `@id`; `pageGraph` puts both nodes on every page) next to headline, dates and image.
 */
function postingCore(article: Article) {
  const path = paths.article(article.slug);
  return {
    '@type': 'BlogPosting',
    '@id': pageNodeId(path, 'article'),
    url: absoluteUrl(path),
    headline: article.title,
    image: socialImageUrl(path),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@id': nodeIds.person },
    publisher: { '@id': nodeIds.organization },
  } satisfies BlogPosting;
}

/** The blog as a `Blog` of the organisation; on the list page with its posts. */
function blogNode(posts: readonly Article[] = []): Blog {
  return {
    '@type': 'Blog',
    '@id': nodeIds.blog,
    name: blogCopy.title,
    description: blogCopy.metaDescription,
    url: absoluteUrl(paths.blog),
    inLanguage: htmlLang[pageLanguage],
    publisher: { '@id': nodeIds.organization },
    ...(posts.length > 0 && { blogPost: posts.map(postingCore) }),
  };
}

/** The list page `/blog`: a `CollectionPage` whose main entity is the blog with all posts. */
export function blogListGraph(articles: readonly Article[]): Graph {
  return pageGraph({
    path: paths.blog,
    type: 'CollectionPage',
    name: blogCopy.title,
    description: blogCopy.metaDescription,
    trail: [{ name: blogCopy.breadcrumbs.blog, path: paths.blog }],
    webPage: { mainEntity: { '@id': nodeIds.blog } },
    image: socialImageUrl(paths.blog),
    nodes: [blogNode(articles)],
  });
}

function postingNode(article: Article): BlogPosting {
  const path = paths.article(article.slug);
  return {
    ...postingCore(article),
    description: article.description,
    isPartOf: { '@id': nodeIds.blog },
    mainEntityOfPage: { '@id': pageNodeId(path, 'webpage') },
    inLanguage: htmlLang[pageLanguage],
    articleSection: article.category,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
  };
}

/** An article page: Start › Insights › the article, with its `BlogPosting` in the blog. */
export function articleGraph(article: Article, title: string): Graph {
  const path = paths.article(article.slug);
  return pageGraph({
    path,
    name: title,
    description: article.description,
    trail: [
      { name: blogCopy.breadcrumbs.blog, path: paths.blog },
      { name: article.title, path },
    ],
    webPage: { datePublished: article.datePublished, dateModified: article.dateModified },
    image: socialImageUrl(path),
    nodes: [postingNode(article), blogNode()],
  });
}
