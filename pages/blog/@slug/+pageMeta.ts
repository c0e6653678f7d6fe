import type { PageContext } from 'vike/types';
import { articles } from '#model/articles/index.ts';
import { paths } from '#model/paths.ts';
import { socialImage } from '#model/socialImages.ts';
import { articleGraph } from '#model/structuredData/blog.ts';
import { documentTitle } from '#renderer/head.ts';
import type { PageMeta } from '#renderer/types.ts';
import type { Data } from './+data.ts';

/** Longer titles are cut off in search results (html-validate's `long-title` also stops at 70). */
const maxTitleLength = 70;

/** The headline as page title, or its lead before the colon when the whole would be cut off. */
function pageTitle(headline: string): string {
  const fits = (title: string) => documentTitle({ title, description: '' }).length <= maxTitleLength;
  if (fits(headline)) return headline;
  return headline.split(':')[0]!.trim();
}

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { article } = pageContext.data as Data;
  const title = pageTitle(article.title);
  const url = paths.article(article.slug);
  return {
    title,
    description: article.description,
    url,
    ...socialImage(url, articles),
    ogType: 'article',
    article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section: article.category },
    structuredData: articleGraph(article, title),
  };
}
