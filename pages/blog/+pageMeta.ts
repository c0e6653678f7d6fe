import { articles } from '#model/articles/index.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { paths } from '#model/paths.ts';
import { socialImage } from '#model/socialImages.ts';
import { blogListGraph } from '#model/structuredData/blog.ts';
import type { PageMeta } from '#renderer/types.ts';

export default {
  title: blogCopy.title,
  description: blogCopy.metaDescription,
  url: paths.blog,
  ...socialImage(paths.blog, articles),
  structuredData: blogListGraph(articles),
} satisfies PageMeta;
