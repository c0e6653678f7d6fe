import type { BlogPosting, WithContext } from 'schema-dts';
import type { PageContext } from 'vike/types';
import { blogCopy } from '../../../content/blog';
import { countWords } from '../../../content/articles/wordCount';
import { breadcrumbs, schemaIds } from '../../../content/schema';
import { site } from '../../../content/site';
import type { PageMeta } from '../../../renderer/types';
import { documentTitle } from '../../../renderer/head';
import { absoluteUrl } from '../../../renderer/url';
import type { Data } from './+data';

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
  const path = `/blog/${article.slug}`;
  const url = absoluteUrl(path);

  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    image: absoluteUrl(site.defaultImage),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Person', '@id': schemaIds.person, name: site.person.name, url: `${site.url}/#about` },
    publisher: { '@id': schemaIds.organization },
    isPartOf: { '@id': `${site.url}/blog#blog` },
    mainEntityOfPage: url,
    inLanguage: 'de-AT',
    articleSection: article.category,
    wordCount: countWords(article.content),
    timeRequired: `PT${article.readTime}M`,
    url,
  };

  return {
    title: pageTitle(article.title),
    description: article.description,
    url: path,
    ogType: 'article',
    article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section: article.category },
    structuredData: [
      posting,
      breadcrumbs([
        { name: blogCopy.breadcrumbs.home, path: '/' },
        { name: blogCopy.breadcrumbs.blog, path: '/blog' },
        { name: article.title, path },
      ]),
    ],
  };
}
