import type { Blog, WithContext } from 'schema-dts';
import { articles } from '../../content/articles';
import { blogCopy } from '../../content/blog';
import { breadcrumbs, schemaIds } from '../../content/schema';
import { site } from '../../content/site';
import type { PageMeta } from '../../renderer/types';

const blogUrl = `${site.url}/blog`;

const blog: WithContext<Blog> = {
  '@context': 'https://schema.org',
  '@type': 'Blog',
  '@id': `${blogUrl}#blog`,
  name: blogCopy.title,
  description: blogCopy.metaDescription,
  url: blogUrl,
  inLanguage: 'de-AT',
  publisher: { '@id': schemaIds.organization },
  blogPost: articles.map((article) => ({
    '@type': 'BlogPosting',
    '@id': `${site.url}/blog/${article.slug}#article`,
    url: `${site.url}/blog/${article.slug}`,
    headline: article.title,
    datePublished: article.datePublished,
  })),
};

export default {
  title: blogCopy.title,
  description: blogCopy.metaDescription,
  url: '/blog',
  structuredData: [
    blog,
    breadcrumbs([
      { name: blogCopy.breadcrumbs.home, path: '/' },
      { name: blogCopy.breadcrumbs.blog, path: '/blog' },
    ]),
  ],
} satisfies PageMeta;
