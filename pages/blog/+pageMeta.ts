import { articles } from '../../content/articles';
import { blogListGraph } from '../../content/blogSchema';
import { blogCopy } from '../../content/blog';
import type { PageMeta } from '../../renderer/types';

export default {
  title: blogCopy.title,
  description: blogCopy.metaDescription,
  url: '/blog',
  structuredData: blogListGraph(articles),
} satisfies PageMeta;
