import { articles } from '#model/articles';
import { blogCopy } from '#model/copy/blog';
import { paths } from '#model/paths';
import { socialImage } from '#model/socialImages';
import { blogListGraph } from '#model/structuredData/blog';
import type { PageMeta } from '#renderer/types';

export default {
  title: blogCopy.title,
  description: blogCopy.metaDescription,
  url: paths.blog,
  ...socialImage(paths.blog, articles),
  structuredData: blogListGraph(articles),
} satisfies PageMeta;
