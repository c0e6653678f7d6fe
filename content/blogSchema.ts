import type { Blog, BlogPosting, Graph } from 'schema-dts';
import { blogCopy } from './blog';
import { pageGraph } from './pageSchema';
import { absoluteUrl, paths } from './paths';
import { pageNodeId, schemaIds, socialImageUrl } from './schema';
import type { Article } from './types';

const blogPath = paths.blog;
const articlePath = (article: Pick<Article, 'slug'>) => paths.article(article.slug);

/** The blog as a `Blog` of the organisation; on the list page with its posts. */
function blogNode(posts: readonly Article[] = []): Blog {
  return {
    '@type': 'Blog',
    '@id': schemaIds.blog,
    name: blogCopy.title,
    description: blogCopy.metaDescription,
    url: absoluteUrl(blogPath),
    inLanguage: 'de-AT',
    publisher: { '@id': schemaIds.organization },
    ...(posts.length > 0 && {
      blogPost: posts.map((article) => ({
        '@type': 'BlogPosting',
        '@id': pageNodeId(articlePath(article), 'article'),
        url: absoluteUrl(articlePath(article)),
        headline: article.title,
        datePublished: article.datePublished,
      })),
    }),
  };
}

/** The list page `/blog`: a `CollectionPage` whose main entity is the blog with all posts. */
export function blogListGraph(articles: readonly Article[]): Graph {
  return pageGraph({
    path: blogPath,
    type: 'CollectionPage',
    name: blogCopy.title,
    description: blogCopy.metaDescription,
    trail: [{ name: blogCopy.breadcrumbs.blog, path: blogPath }],
    webPage: { mainEntity: { '@id': schemaIds.blog } },
    image: socialImageUrl(blogPath),
    nodes: [blogNode(articles)],
  });
}

function postingNode(article: Article): BlogPosting {
  const path = articlePath(article);
  return {
    '@type': 'BlogPosting',
    '@id': pageNodeId(path, 'article'),
    headline: article.title,
    description: article.description,
    image: socialImageUrl(path),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@id': schemaIds.person },
    publisher: { '@id': schemaIds.organization },
    isPartOf: { '@id': schemaIds.blog },
    mainEntityOfPage: { '@id': pageNodeId(path, 'webpage') },
    inLanguage: 'de-AT',
    articleSection: article.category,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
    url: absoluteUrl(path),
  };
}

/** An article page: Start › Insights › the article, with its `BlogPosting` in the blog. */
export function articleGraph(article: Article, title: string): Graph {
  const path = articlePath(article);
  return pageGraph({
    path,
    name: title,
    description: article.description,
    trail: [
      { name: blogCopy.breadcrumbs.blog, path: blogPath },
      { name: article.title, path },
    ],
    webPage: { datePublished: article.datePublished, dateModified: article.dateModified },
    image: socialImageUrl(path),
    nodes: [postingNode(article), blogNode()],
  });
}
