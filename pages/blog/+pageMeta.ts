import { articles } from '#content/articles';
import { blogListGraph } from '#content/blogSchema';
import { blogCopy } from '#content/blog';
import { paths } from '#content/paths';
import { socialImage } from '#content/socialImages';
import type { PageMeta } from '#renderer/types';

export default {
  title: blogCopy.title,
  description: blogCopy.metaDescription,
  url: paths.blog,
  ...socialImage(paths.blog, articles),
  structuredData: blogListGraph(articles),
} satisfies PageMeta;
